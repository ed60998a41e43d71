#!/usr/bin/env node
// Merges new dictionary entries into libs/i18n/messages/{en,nl,fr,de}.json.
// Usage: node tools/i18n/add-messages.mjs entries.json
// where entries.json is { "en": { "Namespace": { "key": "…" } }, "nl": …, "fr": …, "de": … }.
// Several people (or helper sessions) may add keys at once, so the whole
// read-merge-write runs under an exclusive lock file, and every language must
// be given so the dictionaries keep the same keys.
import { readFileSync, writeFileSync, openSync, closeSync, unlinkSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const dir = path.join(root, 'libs/i18n/messages');
const locales = ['en', 'nl', 'fr', 'de'];
const entries = JSON.parse(readFileSync(process.argv[2], 'utf8'));

for (const locale of locales) {
  if (!entries[locale]) throw new Error(`missing "${locale}" entries`);
}

function merge(target, source) {
  for (const [key, value] of Object.entries(source)) {
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      target[key] = merge(target[key] && typeof target[key] === 'object' ? target[key] : {}, value);
    } else {
      target[key] = value;
    }
  }
  return target;
}

const lock = path.join(dir, '.lock');
const deadline = Date.now() + 30_000;
let fd;
for (;;) {
  try {
    fd = openSync(lock, 'wx');
    break;
  } catch {
    if (Date.now() > deadline) throw new Error(`could not lock ${lock}`);
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 50);
  }
}
try {
  for (const locale of locales) {
    const file = path.join(dir, `${locale}.json`);
    const merged = merge(JSON.parse(readFileSync(file, 'utf8')), entries[locale]);
    writeFileSync(file, `${JSON.stringify(merged, null, 2)}\n`);
  }
} finally {
  closeSync(fd);
  unlinkSync(lock);
}
console.log(`merged ${Object.keys(entries.en).join(', ')} into ${locales.join(', ')}`);
