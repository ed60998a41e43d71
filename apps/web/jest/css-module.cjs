// A CSS module in unit tests: every class name maps to itself.
module.exports = new Proxy({}, { get: (_target, name) => (name === '__esModule' ? false : String(name)) });
