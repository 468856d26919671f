/**
 * Build step: every script, stylesheet and text asset of the browser build is written a second and
 * third time, compressed once with brotli at its highest quality and with gzip at level 9 (node:zlib),
 * beside the file (`x.js.br`, `x.js.gz`). The server sends these files to browsers that accept them
 * (server.ts, express-static-gzip) instead of compressing each response anew.
 */
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";
import type { Plugin } from "vite";

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const COMPRESSIBLE = /\.(js|mjs|css|svg|json|txt|xml|webmanifest)$/;
/** Below this size compression saves less than the headers it costs. */
const MIN_BYTES = 1024;

export function precompressPlugin(): Plugin {
  return {
    name: "precompress-browser-assets",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    async writeBundle(options, bundle) {
      const dir = options.dir;
      if (!dir) return;
      const files = Object.keys(bundle).filter((file) => COMPRESSIBLE.test(file));
      await Promise.all(
        files.map(async (file) => {
          const full = path.join(dir, file);
          const source = await readFile(full);
          if (source.length < MIN_BYTES) return;
          const [br, gz] = await Promise.all([
            brotli(source, {
              params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length },
            }),
            gzip(source, { level: zlib.constants.Z_BEST_COMPRESSION }),
          ]);
          await Promise.all([br.length < source.length ? writeFile(`${full}.br`, br) : null, gz.length < source.length ? writeFile(`${full}.gz`, gz) : null]);
        }),
      );
    },
  };
}
