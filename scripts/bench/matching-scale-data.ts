// Synthetic data of the location-matcher benchmark's `--scale` run (scripts/bench-matching.ts).
import { createWriteStream } from "node:fs";
import { once } from "node:events";
import path from "node:path";
import { readCsv } from "./matching-score.ts";

/** Deterministic pseudo-random numbers (mulberry32), so every scale run sees the same data. */
const random = (seed: number) => () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};

const FLIPS: Record<string, string> = {
  STREET: "ST",
  ST: "STREET",
  AVENUE: "AVE",
  AVE: "AVENUE",
  ROAD: "RD",
  RD: "ROAD",
  DRIVE: "DR",
  DR: "DRIVE",
  NORTH: "N",
  N: "NORTH",
  SOUTH: "S",
  S: "SOUTH",
  EAST: "E",
  E: "EAST",
  WEST: "W",
  W: "WEST",
  BOULEVARD: "BLVD",
  BLVD: "BOULEVARD",
  HIGHWAY: "HWY",
  HWY: "HIGHWAY",
};
const NOISE_LINES = [
  "STE 200",
  "ATTN: RECEIVING",
  "LOADING DOCK",
  "DOCK 4",
  "BLDG C",
  "PO BOX 99",
  "ATTN ACCOUNTS PAYABLE",
];
const DEPARTMENTS = ["PHARMACY", "LAB", "CENTRAL SUPPLY", "OR", "BIOMED", "RECEIVING"];

type Site = Record<"site_id" | "name" | "address1" | "city" | "state" | "zip" | "phone", string>;
const csvLine = (values: readonly string[]): string =>
  values.map((v) => (/[",]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v)).join(",") + "\r\n";

/**
 * 1,000,000 known sites: the real list, then synthetic sites recombined from it (a real town and ZIP, a
 * real street of that state with a new number, a name built from words of real names, a new phone).
 * 100,000 ship-to rows: 90 % copies of known sites with supplier noise, 10 % of sites not in the list.
 */
export const generateScaleData = async (realFile: string, dir: string): Promise<void> => {
  const real = readCsv(realFile) as Site[];
  const next = random(20260502);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T;
  const byState = new Map<string, Site[]>();
  for (const site of real) byState.set(site.state, [...(byState.get(site.state) ?? []), site]);
  const words = real.map((s) => s.name.split(/\s+/));
  const synthetic = (id: string): Site => {
    const place = pick(real);
    const street = pick(byState.get(place.state) ?? real).address1.replace(/^\d+\s*/, "");
    const tail = pick(words);
    const name = [pick(pick(words)), pick(pick(words)), ...tail.slice(-2)].join(" ");
    const digits = () => String(Math.floor(next() * 10_000)).padStart(4, "0");
    const phone = `(${place.phone.slice(1, 4) || "555"}) ${digits().slice(1)}-${digits()}`;
    return {
      site_id: id,
      name,
      address1: `${1 + Math.floor(next() * 29_999)} ${street}`,
      city: place.city,
      state: place.state,
      zip: place.zip,
      phone,
    };
  };
  const knownOut = createWriteStream(path.join(dir, "known_sites.csv"));
  const sites: Site[] = [];
  const write = async (stream: ReturnType<typeof createWriteStream>, text: string) => {
    if (!stream.write(text)) await once(stream, "drain");
  };
  await write(knownOut, "site_id,name,address1,city,state,zip,phone\r\n");
  for (let i = 0; i < 1_000_000; i++) {
    const site = i < real.length ? (real[i] as Site) : synthetic(`S${String(i).padStart(7, "0")}`);
    sites.push(site);
    await write(
      knownOut,
      csvLine([site.site_id, site.name, site.address1, site.city, site.state, site.zip, site.phone]),
    );
  }
  knownOut.end();
  await once(knownOut, "finish");
  const shipOut = createWriteStream(path.join(dir, "shipto.csv"));
  const goldOut = createWriteStream(path.join(dir, "gold.csv"));
  await write(shipOut, "location_id,name,address1,address2,city,state,zip,phone\r\n");
  await write(goldOut, "location_id,site_id\r\n");
  for (let i = 0; i < 100_000; i++) {
    const inList = next() < 0.9;
    const site = inList ? pick(sites) : synthetic("");
    let name = site.name;
    if (next() < 0.1 && name.length > 6) {
      const at = 1 + Math.floor(next() * (name.length - 2));
      name = name.slice(0, at) + name.slice(at + 1);
    }
    if (next() < 0.1) name = `${name} - ${pick(DEPARTMENTS)}`;
    if (next() < 0.3)
      name =
        next() < 0.5 ? name.toLowerCase() : name.replace(/\w\S*/g, (w) => w[0] + w.slice(1).toLowerCase());
    const address1 = site.address1
      .split(" ")
      .map((w) => (next() < 0.5 ? (FLIPS[w] ?? w) : w))
      .join(" ");
    const address2 = next() < 0.2 ? pick(NOISE_LINES) : "";
    let zip = site.zip;
    if (next() < 0.2) zip = `${zip}-${String(Math.floor(next() * 10_000)).padStart(4, "0")}`;
    if (next() < 0.5) zip = zip.replace(/^0+/, "");
    const digits = site.phone.replace(/\D/g, "");
    const phone = next() < 0.4 ? "" : next() < 0.5 ? digits : site.phone;
    const id = `SC${String(i).padStart(7, "0")}`;
    await write(shipOut, csvLine([id, name, address1, address2, site.city, site.state, zip, phone]));
    await write(goldOut, csvLine([id, inList ? site.site_id : ""]));
  }
  shipOut.end();
  goldOut.end();
  await Promise.all([once(shipOut, "finish"), once(goldOut, "finish")]);
};
