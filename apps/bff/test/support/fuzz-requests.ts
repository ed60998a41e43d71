// Hostile requests for the fuzz test (fuzz.int-spec.ts): every public
// endpoint, every parameter, values a careless client or an attacker sends.
// Values are written as they go on the wire (already percent-encoded, or
// deliberately not), so the test controls every byte the BFF receives.
// Everything is drawn from a seeded generator: a seed gives the same requests.

export interface FuzzRequest {
  method: 'GET' | 'POST';
  /** The request target as sent: path and query, possibly malformed. */
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

/** mulberry32: small, fast and reproducible from one 32-bit seed. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const encode = (text: string) => encodeURIComponent(text);

/** Wire-ready hostile values, by kind. */
export const HOSTILE_VALUES: Record<string, string[]> = {
  wrongType: [
    'abc',
    'true',
    'null',
    'undefined',
    'NaN',
    'Infinity',
    '-Infinity',
    '%5B%5D',
    '%7B%7D',
    '[object%20Object]',
    '',
  ],
  numbers: [
    '-1',
    '0',
    '-0',
    '1.5',
    '1e3',
    '1e308',
    '-1e308',
    '1e-7',
    '2147483647',
    '2147483648',
    '9999999999',
    '99999999999999999999999',
    '0x10',
    '0b1',
    '0o7',
    '%201',
    '%2B1',
    '1%20',
    '0012',
    encode('١٢٣'),
    encode('１２'),
    '1,5',
    '1_000',
  ],
  long: [
    'a'.repeat(10_000),
    '%41'.repeat(3_400),
    encode('é'.repeat(1_600)),
    '9'.repeat(10_000),
    `${'x'.repeat(5_000)}%7C1000`,
  ],
  unicode: [
    encode('🏠'),
    encode('👨‍👩‍👧‍👦 villa'),
    encode('שלום עולם'),
    encode('\u202egnp.exe'),
    encode('e\u0301\u0301\u0301té'),
    encode('Z̸̡̢͖̥a̶l̷g̵o'),
    encode('＼'),
    encode('ab＼'),
    encode('％＿'),
    encode('İstanbul'),
    encode('ß'),
    encode('\ufeffbom'),
    encode('\u2028\u2029'),
    encode('\ufffd'),
    encode('𝕏𝕐'),
  ],
  // Halves of a surrogate pair spelt in UTF-8 (CESU), which no valid UTF-8 may hold.
  surrogates: ['%ED%A0%BD', 'ab%ED%B2%A9', '%ED%A0%BD%ED%B2%A9', '%F0%9F%8F', 'Villa%20%F0%9F'],
  control: [
    '%00',
    'a%00b',
    'Li%00ge%7C4000',
    'Li%C3%A8ge%7C40%00',
    '%01',
    '%1B%5B31m',
    '%7F',
    '%C2%85',
    '%0D%0AX-Injected:%201',
    '%09',
    '%08',
  ],
  sql: [
    "'",
    '"',
    ';',
    '--',
    '\\',
    '%25',
    '_',
    '%25_%25',
    "'%20OR%201=1%20--",
    "';%20DROP%20TABLE%20properties;%20--",
    '$1',
    '::text',
    '%5C%25',
    '%5C',
    "O'Brien%7C1000",
    '1;SELECT%20pg_sleep(1)',
  ],
  percentJunk: ['%', '%zz', '%E9', '%C3', '%C3%28', '%F0%9F', '%%', '%u0041', '%2', '%%32%30', '%C0%AF', '%FF%FE'],
  raw: [
    '<script>alert(1)</script>',
    '{"a":1}',
    '${7*7}',
    '{{7*7}}',
    '..',
    '../..',
    '%2E%2E%2F',
    '%2F',
    'a/b',
    '~',
    '!',
    '*',
    "(')",
  ],
};

const ALL_HOSTILE = Object.values(HOSTILE_VALUES).flat();
const SHORT_HOSTILE = ALL_HOSTILE.filter((value) => value.length < 1_000);

/** Parameters no endpoint knows, some of them named like object internals. */
const UNKNOWN_PARAMS = [
  'utm_source',
  'foo',
  '__proto__',
  'constructor',
  'toString',
  'hasOwnProperty',
  'q%5B%5D',
  'q%5Ba%5D',
  'city[]',
  'limit[x]',
  '',
  '%00',
  '%zz',
];

/** Valid values, so that some requests get past validation into the SQL. */
const VALID: Record<string, string[]> = {
  locale: ['fr', 'nl', 'en', 'de'],
  goal: ['sale', 'rent'],
  limit: ['1', '12', '100'],
  offset: ['0', '12', '100000'],
  city: ['Li%C3%A8ge%7C4000', 'Ixelles%7C1050', 'Luik%7C4000', 'Elsene%7C1050'],
  type: ['1', '2', '3'],
  minPrice: ['0', '100000'],
  maxPrice: ['500000', '1000000000'],
  minBedrooms: ['0', '2'],
  sort: ['newest', 'price-asc', 'price-desc'],
  q: ['li', 'V-', '1050', 'appart', 'Brux'],
};

export interface FuzzEndpoint {
  method: 'GET' | 'POST';
  /** The path with `{}` where a path parameter goes. */
  route: string;
  /** Valid values of the path parameter. */
  pathValues?: string[];
  params: string[];
}

const LIST_FILTERS = ['locale', 'goal', 'city', 'type', 'minPrice', 'maxPrice', 'minBedrooms', 'sort'];

/** Every public endpoint of the BFF (the controllers' routes). */
export function publicEndpoints(ids: { property: number; project: number }): FuzzEndpoint[] {
  const propertyIds = [String(ids.property), '1'];
  return [
    { method: 'GET', route: '/api/properties', params: [...LIST_FILTERS, 'limit', 'offset'] },
    { method: 'GET', route: '/api/properties/{}', pathValues: propertyIds, params: ['locale'] },
    { method: 'GET', route: '/api/properties/{}/similar', pathValues: propertyIds, params: ['locale'] },
    { method: 'GET', route: '/api/properties/{}/neighbours', pathValues: propertyIds, params: ['locale'] },
    { method: 'POST', route: '/api/properties/{}/views', pathValues: propertyIds, params: [] },
    { method: 'GET', route: '/api/projects', params: ['locale'] },
    { method: 'GET', route: '/api/projects/{}', pathValues: [String(ids.project), '1'], params: ['locale'] },
    { method: 'GET', route: '/api/search', params: ['q', 'locale', 'limit'] },
    { method: 'GET', route: '/api/map-markers', params: LIST_FILTERS },
    { method: 'GET', route: '/api/cities', params: ['locale'] },
    { method: 'GET', route: '/api/types', params: ['locale'] },
    { method: 'GET', route: '/api/counts', params: [] },
    { method: 'GET', route: '/api/site-config', params: ['locale'] },
    { method: 'GET', route: '/api/pages/{}', pathValues: ['home', 'Notre-agence', 'for-sale'], params: ['locale'] },
    { method: 'GET', route: '/api/sitemap/index', params: [] },
    { method: 'GET', route: '/api/sitemap/properties/{}', pathValues: ['1', '2'], params: [] },
    { method: 'GET', route: '/api/sitemap/projects', params: [] },
    { method: 'GET', route: '/api/health', params: [] },
    { method: 'GET', route: '/api/health/live', params: [] },
    { method: 'GET', route: '/api/health/ready', params: [] },
  ];
}

function pick<T>(random: () => number, values: readonly T[]): T {
  const value = values[Math.floor(random() * values.length)];
  if (value === undefined) throw new Error('pick from an empty list');
  return value;
}

function target(endpoint: FuzzEndpoint, pathValue: string | undefined, query: string): string {
  const path = endpoint.route.replace('{}', pathValue ?? '');
  return query ? `${path}?${query}` : path;
}

function validValue(random: () => number, param: string): string {
  return pick(random, Object.hasOwn(VALID, param) ? (VALID[param] ?? []) : ['1']);
}

/** Beacon extras: hostile bodies and headers on the one public POST. */
function beaconExtras(random: () => number): Pick<FuzzRequest, 'headers' | 'body'> {
  const bodies: Array<Pick<FuzzRequest, 'headers' | 'body'>> = [
    {},
    { headers: { 'content-type': 'text/plain;charset=UTF-8' }, body: '' },
    { headers: { 'content-type': 'text/plain' }, body: 'x'.repeat(10_000) },
    { headers: { 'content-type': 'application/json' }, body: '{"a":"\\u0000","b":"\\ud83c"}' },
    { headers: { 'content-type': 'application/json' }, body: '{"a":' },
    { headers: { 'content-type': 'application/json' }, body: '{"__proto__":{"polluted":true}}' },
    { headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'a=%00&b=%zz' },
    { headers: { 'content-type': 'multipart/form-data; boundary=x' }, body: '--x\r\n\r\n--x--' },
    { headers: { 'content-type': '%00/%zz' }, body: 'junk' },
    { headers: { 'user-agent': 'é'.repeat(1_000) } },
    { headers: { 'user-agent': '' } },
    { headers: { 'user-agent': "'; DROP TABLE property_views; --" } },
    { headers: { 'x-forwarded-for': 'not-an-ip, 999.1.1.1, ::ffff:zz' } },
  ];
  return pick(random, bodies);
}

function request(
  endpoint: FuzzEndpoint,
  pathValue: string | undefined,
  query: string,
  random: () => number,
): FuzzRequest {
  const base: FuzzRequest = { method: endpoint.method, path: target(endpoint, pathValue, query) };
  return endpoint.method === 'POST' ? { ...base, ...beaconExtras(random) } : base;
}

/**
 * Every endpoint × every parameter (its own, plus unknown ones) × every
 * hostile value, one at a time; every hostile path value; then `combined`
 * random requests per endpoint mixing several hostile and valid parameters,
 * repeated ones (`q=a&q=b`) and broken separators.
 */
export function fuzzRequests(endpoints: FuzzEndpoint[], seed: number, combined = 40): FuzzRequest[] {
  const random = seededRandom(seed);
  const requests: FuzzRequest[] = [];
  for (const endpoint of endpoints) {
    const validPath = endpoint.pathValues?.[0];
    for (const param of [...endpoint.params, pick(random, UNKNOWN_PARAMS)]) {
      for (const value of ALL_HOSTILE) requests.push(request(endpoint, validPath, `${param}=${value}`, random));
      requests.push(
        request(
          endpoint,
          validPath,
          `${param}=${validValue(random, param)}&${param}=${pick(random, ALL_HOSTILE)}`,
          random,
        ),
      );
      requests.push(request(endpoint, validPath, `${param}%5B%5D=1&${param}%5Ba%5D=b`, random));
    }
    if (endpoint.pathValues) {
      for (const value of ALL_HOSTILE) requests.push(request(endpoint, value, '', random));
    }
    for (let index = 0; index < combined; index += 1) {
      const parts: string[] = [];
      const count = 1 + Math.floor(random() * 4);
      for (let part = 0; part < count; part += 1) {
        const param =
          random() < 0.8 && endpoint.params.length > 0 ? pick(random, endpoint.params) : pick(random, UNKNOWN_PARAMS);
        // One long value at most: Node refuses headers over 16 kB (431) before the BFF sees them.
        parts.push(
          `${param}=${random() < 0.5 ? validValue(random, param) : pick(random, part === 0 ? ALL_HOSTILE : SHORT_HOSTILE)}`,
        );
      }
      const separator = pick(random, ['&', '&', '&', '&&', ';', '&=&']);
      const pathValue = endpoint.pathValues
        ? random() < 0.7
          ? pick(random, endpoint.pathValues)
          : pick(random, SHORT_HOSTILE)
        : undefined;
      requests.push(request(endpoint, pathValue, parts.join(separator), random));
    }
  }
  return requests;
}
