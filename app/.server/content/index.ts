/**
 * The site's one content source. Two implementations share this interface and the GROQ in
 * ./queries.ts:
 * - `local` (default): the NDJSON dataset at CONTENT_DATASET_FILE, queried with groq-js;
 * - `sanity`: a Sanity project through @sanity/client, behind a server cache with
 *   stale-while-revalidate and stale-if-error (./cache.ts).
 * Every result is parsed with the zod schemas of ./schemas.ts, which apply the spec's defaults.
 *
 * Usage: `const content = getContentSource(); const brands = await content.brands();`
 */
import type { z } from "zod";
import type { PublicBrand } from "../../domain/site.ts";
import { env } from "../env.ts";
import { logger as siteLogger } from "../logger.ts";
import { ContentCache } from "./cache.ts";
import { LocalDataset, type QueryRunner } from "./local-source.ts";
import {
  brandsQuery,
  carriersQuery,
  flowSettingsParams,
  flowSettingsQuery,
  officeSettingsQuery,
  officesQuery,
  pageQuery,
  pageSlugsQuery,
  readinessQuery,
  reviewsQuery,
  siteSettingsQuery,
  type QueryParams,
} from "./queries.ts";
import { SanityRunner, describeSanityError } from "./sanity-source.ts";
import {
  brandSchema,
  flowSettingsSchemas,
  officeListSchema,
  officeSettingsSchema,
  reviewsContentSchema,
  siteSettingsSchema,
  type Brand,
  type FlowName,
  type FlowSettings,
  type OfficeDocument,
  type OfficeSettings,
  type SiteSettings,
  type StoredReview,
  type Testimonial,
} from "./schemas.ts";
import { pageDocumentSchema, pageSlugsSchema, type PageDocument } from "./pages.ts";
import { carrierListSchema, type CarrierConfiguration } from "./settings/carriers.ts";
export type { PageDocument } from "./pages.ts";

export type { Brand, SiteSettings, FlowName, FlowSettings, QuoteSettings, WidgetSettings } from "./schemas.ts";
export { brandSchema, siteSettingsSchema, quoteSettingsSchema, flowSettingsSchemas, productCodes } from "./schemas.ts";
export type { OfficeDocument, OfficeSettings, StoredReview, Testimonial } from "./schemas.ts";

export interface ContentSource {
  /** `local` or `sanity`. */
  readonly kind: "local" | "sanity";
  /** Where the content comes from, for logs: a file path or a Sanity project and dataset. */
  readonly description: string;
  /** Every brand (for resolving the brand from the Host header), ordered by code. */
  brands(): Promise<Brand[]>;
  /** One brand by code, or undefined. */
  brand(code: string): Promise<Brand | undefined>;
  /** The site settings of a brand. Throws ContentError when the brand has none. */
  siteSettings(brandCode: string): Promise<SiteSettings>;
  /** A flow's settings for a brand; a brand without that document gets the spec's defaults. */
  flowSettings<K extends FlowName>(flow: K, brandCode: string): Promise<FlowSettings[K]>;
  /** The offices a brand lists (doc1 §3), by name. */
  offices(brandCode: string): Promise<OfficeDocument[]>;
  /** The carriers a brand quotes (doc2 §4, doc3 §3), by carrier id. */
  carriers(brandCode: string): Promise<CarrierConfiguration[]>;
  /** A brand's office map and review settings; a brand without the document gets the spec's defaults. */
  officeSettings(brandCode: string): Promise<OfficeSettings>;
  /** A brand's static reviews and testimonials (doc1 §2). */
  reviews(brandCode: string): Promise<{ reviews: StoredReview[]; testimonials: Testimonial[] }>;
  /** The brand's editor-made page at an address, or null. */
  page(brandCode: string, slug: string): Promise<PageDocument | null>;
  /** The addresses of the brand's editor-made pages. */
  pageSlugs(brandCode: string): Promise<string[]>;
  /** True when the source can answer now (or has content cached) and holds at least one brand. */
  ready(): Promise<boolean>;
  /** Drops cached content: the next reads fetch again, keeping old values if the source fails. */
  revalidate(): Promise<void>;
  /**
   * The content's version: changes whenever the content may have (the local dataset file read
   * again, a revalidation). What is built from content can be kept while it stays the same.
   */
  version?(): Promise<string>;
}

/**
 * GROQ projects a field the document lacks as null; Sanity never stores null. Dropping nulls
 * inside documents lets the schemas treat them as "left empty" and apply the defaults.
 */
export function dropNulls(value: unknown): unknown {
  if (Array.isArray(value)) return value.filter((item) => item !== null).map(dropNulls);
  if (value && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([, v]) => v !== null)
        .map(([k, v]) => [k, dropNulls(v)]),
    );
  }
  return value;
}

/** Content is missing or does not match the content model. */
export class ContentError extends Error {
  override name = "ContentError";
}

type Logger = { warn(obj: object, msg: string): void };

export class QueryContentSource implements ContentSource {
  readonly kind: "local" | "sanity";
  readonly description: string;
  private readonly runner: QueryRunner;
  private readonly cache: ContentCache | undefined;
  /** Parsed results of a runner that knows its revision (the local dataset), kept while it lasts. */
  private readonly byRevision = new Map<string, { revision: number; value: Promise<unknown> }>();
  /** Counts revalidations (the CMS webhook): part of the content's version. */
  private generation = 0;

  constructor(options: { kind: "local" | "sanity"; description: string; runner: QueryRunner; cache?: ContentCache }) {
    this.kind = options.kind;
    this.description = options.description;
    this.runner = options.runner;
    this.cache = options.cache;
  }

  /** Runs a query and parses its result; only parsed (good) content enters the cache. */
  private async query<S extends z.ZodType>(what: string, query: string, params: QueryParams, schema: S): Promise<z.infer<S>> {
    const load = async () => {
      const raw = dropNulls(await this.runner.fetch(query, params));
      const parsed = schema.safeParse(raw);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        const where = issue?.path.length ? issue.path.join(".") : "document";
        throw new ContentError(`${what}: ${raw == null ? "not found" : `${where} ${issue?.message ?? "is invalid"}`} (${this.description})`);
      }
      return parsed.data as z.infer<S>;
    };
    const key = `${query}\n${JSON.stringify(params)}`;
    if (this.cache) return this.cache.get(key, load);
    if (!this.runner.revision) return load();
    // The same file answers the same query the same way: GROQ and parsing run once per revision,
    // not on every page view. Failures are not kept.
    const revision = await this.runner.revision();
    const kept = this.byRevision.get(key);
    if (kept?.revision === revision) return kept.value as Promise<z.infer<S>>;
    const value = load();
    this.byRevision.set(key, { revision, value });
    value.catch(() => {
      if (this.byRevision.get(key)?.value === value) this.byRevision.delete(key);
    });
    return value;
  }

  brands(): Promise<Brand[]> {
    return this.query("Brands", brandsQuery, {}, brandSchema.array());
  }

  async brand(code: string): Promise<Brand | undefined> {
    return (await this.brands()).find((b) => b.code === code);
  }

  siteSettings(brandCode: string): Promise<SiteSettings> {
    return this.query(`Site settings of brand "${brandCode}"`, siteSettingsQuery, { brand: brandCode }, siteSettingsSchema);
  }

  async flowSettings<K extends FlowName>(flow: K, brandCode: string): Promise<FlowSettings[K]> {
    const schema = flowSettingsSchemas[flow];
    // A missing document means "all defaults": parse `{ brandCode }` instead of null.
    const withFallback = schema.nullable().transform((value) => value ?? schema.parse({ brandCode }));
    return (await this.query(`${flow} of brand "${brandCode}"`, flowSettingsQuery, flowSettingsParams(flow, brandCode), withFallback)) as FlowSettings[K];
  }

  offices(brandCode: string): Promise<OfficeDocument[]> {
    return this.query(`Offices of brand "${brandCode}"`, officesQuery, { brand: brandCode }, officeListSchema);
  }

  carriers(brandCode: string): Promise<CarrierConfiguration[]> {
    return this.query(`Carriers of brand "${brandCode}"`, carriersQuery, { brand: brandCode }, carrierListSchema);
  }

  officeSettings(brandCode: string): Promise<OfficeSettings> {
    const schema = officeSettingsSchema.nullable().transform((value) => value ?? officeSettingsSchema.parse({ brandCode }));
    return this.query(`Office settings of brand "${brandCode}"`, officeSettingsQuery, { brand: brandCode }, schema);
  }

  /** The brand's editor-made page at an address (`auto-insurance/sr-22`), or null. */
  page(brandCode: string, slug: string): Promise<PageDocument | null> {
    return this.query(`Page "${slug}" of brand "${brandCode}"`, pageQuery, { brand: brandCode, slug }, pageDocumentSchema);
  }

  /** The addresses of the brand's editor-made pages. */
  pageSlugs(brandCode: string): Promise<string[]> {
    return this.query(`Pages of brand "${brandCode}"`, pageSlugsQuery, { brand: brandCode }, pageSlugsSchema);
  }

  reviews(brandCode: string): Promise<{ reviews: StoredReview[]; testimonials: Testimonial[] }> {
    return this.query(`Reviews of brand "${brandCode}"`, reviewsQuery, { brand: brandCode }, reviewsContentSchema);
  }

  async ready(): Promise<boolean> {
    try {
      return (await this.brands()).length > 0;
    } catch {
      return false;
    }
  }

  async revalidate(): Promise<void> {
    this.generation += 1;
    this.byRevision.clear();
    if (!this.cache) return;
    this.cache.expireAll();
    await this.cache.refreshAll();
  }

  async version(): Promise<string> {
    const revision = this.runner.revision ? await this.runner.revision() : 0;
    return `${this.generation}.${revision}`;
  }

  /** Asks the source directly (no cache) whether it answers and holds brands. */
  async check(): Promise<number> {
    const count = await this.runner.fetch(readinessQuery, {});
    return typeof count === "number" ? count : 0;
  }
}

/** The browser's view of a brand: no endpoints, hosts or states. */
export function toPublicBrand(brand: Brand): PublicBrand {
  return {
    code: brand.code,
    name: brand.name,
    logo: { ...brand.logo },
    colors: { ...brand.colors },
    phones: { ...brand.phones },
    email: brand.email,
    defaultLanguage: brand.defaultLanguage,
    products: [...brand.products],
    experiences: [...brand.experiences],
  };
}

export interface ContentSourceOptions {
  logger?: Logger;
  /** Clock of the cache (tests). */
  now?: () => number;
}

export type ContentConfig = Pick<
  ReturnType<typeof env>,
  "CONTENT_SOURCE" | "CONTENT_DATASET_FILE" | "SANITY_PROJECT_ID" | "SANITY_DATASET" | "SANITY_API_VERSION" | "SANITY_TOKEN" | "CONTENT_CACHE_TTL_MS"
>;

/** A content source for the given configuration (the process's one comes from getContentSource). */
export function createContentSource(config: ContentConfig = env(), options: ContentSourceOptions = {}): QueryContentSource {
  const logger = options.logger;
  if (config.CONTENT_SOURCE === "sanity") {
    if (!config.SANITY_PROJECT_ID) throw new ContentError("SANITY_PROJECT_ID is required when CONTENT_SOURCE=sanity");
    const runner = new SanityRunner({
      projectId: config.SANITY_PROJECT_ID,
      dataset: config.SANITY_DATASET,
      apiVersion: config.SANITY_API_VERSION,
      token: config.SANITY_TOKEN,
    });
    const cache = new ContentCache({
      ttlMs: config.CONTENT_CACHE_TTL_MS,
      now: options.now,
      events: {
        onStaleError: (_key, error) =>
          (logger ?? siteLogger().child({ component: "content" })).warn(
            { source: runner.description, reason: describeSanityError(error) },
            "Content refresh failed; serving the last good content",
          ),
      },
    });
    return new QueryContentSource({ kind: "sanity", description: runner.description, runner, cache });
  }
  const dataset = new LocalDataset(config.CONTENT_DATASET_FILE);
  return new QueryContentSource({ kind: "local", description: `dataset file ${dataset.file}`, runner: dataset });
}

let singleton: QueryContentSource | undefined;

/** The content source of this process, chosen by CONTENT_SOURCE. */
export function getContentSource(): ContentSource {
  singleton ??= createContentSource();
  return singleton;
}

/** Replaces the process's content source (tests). Pass undefined to go back to the configured one. */
export function setContentSource(source: QueryContentSource | undefined): void {
  singleton = source;
}

/**
 * Checks at start that the content source answers and holds brands. Throws a ContentError whose
 * message is one line naming the problem, e.g.
 * `Content source unreachable: Sanity project "abc123", dataset "production": ENOTFOUND ...`.
 */
export async function verifyContentSource(source: QueryContentSource = singleton ?? (singleton = createContentSource())): Promise<void> {
  let count: number;
  try {
    count = await source.check();
  } catch (error) {
    const reason = source.kind === "sanity" ? describeSanityError(error) : error instanceof Error ? error.message : String(error);
    throw new ContentError(`Content source unreachable: ${source.description}: ${reason}`.replace(/\s*\n\s*/g, " "));
  }
  if (count === 0) throw new ContentError(`Content source holds no brand documents: ${source.description} (import studio/seed/production.ndjson)`);
  await source.brands().catch((error: unknown) => {
    throw new ContentError(`Content source has invalid brands: ${error instanceof Error ? error.message : String(error)}`.replace(/\s*\n\s*/g, " "));
  });
}
