/**
 * The `local` content source: a dataset file in Sanity's NDJSON export format (one document per
 * line), queried with groq-js. Drafts (`drafts.` ids) are left out, as on Sanity's published
 * perspective. The file is read again when it changes on disk.
 */
import { readFile, stat } from "node:fs/promises";
import { resolve } from "node:path";
import { evaluate, parse } from "groq-js";
import type { QueryParams } from "./queries.ts";

export interface QueryRunner {
  fetch(query: string, params?: QueryParams): Promise<unknown>;
  /**
   * When the runner knows its data's version: a number that changes whenever the data does. Its
   * parsed results can then be kept until it changes.
   */
  revision?(): Promise<number>;
}

export class DatasetFileError extends Error {
  override name = "DatasetFileError";
}

export function parseNdjson(text: string, file = "dataset"): Record<string, unknown>[] {
  const documents: Record<string, unknown>[] = [];
  text.split("\n").forEach((line, index) => {
    if (!line.trim()) return;
    let doc: unknown;
    try {
      doc = JSON.parse(line);
    } catch {
      throw new DatasetFileError(`${file}: line ${index + 1} is not valid JSON`);
    }
    if (!doc || typeof doc !== "object" || typeof (doc as { _id?: unknown })._id !== "string") {
      throw new DatasetFileError(`${file}: line ${index + 1} is not a document with an _id`);
    }
    documents.push(doc as Record<string, unknown>);
  });
  return documents;
}

/** Runs GROQ over a dataset file. */
export class LocalDataset implements QueryRunner {
  readonly file: string;
  private documents: Record<string, unknown>[] | undefined;
  private mtimeMs = -1;
  private checkedAt = 0;
  private loads = 0;

  constructor(file: string) {
    this.file = resolve(process.cwd(), file);
  }

  private async load(): Promise<Record<string, unknown>[]> {
    const now = Date.now();
    if (this.documents && now - this.checkedAt < 1000) return this.documents;
    this.checkedAt = now;
    let info;
    try {
      info = await stat(this.file);
    } catch {
      throw new DatasetFileError(`Content dataset file not found: ${this.file} (CONTENT_DATASET_FILE)`);
    }
    if (!this.documents || info.mtimeMs !== this.mtimeMs) {
      const all = parseNdjson(await readFile(this.file, "utf8"), this.file);
      this.documents = all.filter((doc) => !String(doc._id).startsWith("drafts."));
      this.mtimeMs = info.mtimeMs;
      this.loads += 1;
    }
    return this.documents;
  }

  /** Changes each time the file is read again (it is checked at most once a second). */
  async revision(): Promise<number> {
    await this.load();
    return this.loads;
  }

  async fetch(query: string, params: QueryParams = {}): Promise<unknown> {
    const dataset = await this.load();
    const value = await evaluate(parse(query, { params }), { dataset, params });
    return value.get();
  }
}
