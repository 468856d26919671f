/**
 * Helpers for the platform client's tests: a logger that keeps its lines, and a client wired to the
 * platform mock.
 */
import { createLogger, type Logger } from "../logger.ts";
import { createPlatformClient, type PlatformClient, type PlatformClientOptions } from "./client.ts";
import { createSiteCredentials, type CredentialProvider } from "./credentials.ts";

export interface LogLine {
  level: number;
  msg: string;
  [field: string]: unknown;
}

export function captureLogger(): { logger: Logger; lines: LogLine[]; errors: () => LogLine[] } {
  const lines: LogLine[] = [];
  const logger = createLogger({
    level: "debug",
    destination: {
      write(chunk: string) {
        lines.push(JSON.parse(chunk) as LogLine);
      },
    },
  });
  return { logger, lines, errors: () => lines.filter((line) => line.level >= 50) };
}

export function testClient(
  baseUrl: string,
  overrides: Partial<PlatformClientOptions> = {},
): { client: PlatformClient; credentials: CredentialProvider; lines: LogLine[]; errors: () => LogLine[] } {
  const { logger, lines, errors } = captureLogger();
  const credentials = overrides.credentials ?? createSiteCredentials({ baseUrl, clientId: "site", timeoutMs: 2000, logger });
  const client = createPlatformClient({
    baseUrl,
    timeoutMs: 2000,
    lang: "es",
    trackId: "track-123",
    logger,
    ...overrides,
    credentials,
  });
  return { client, credentials, lines, errors };
}
