module.exports = {
  ...require('../../jest.preset.cjs'),
  displayName: require('./package.json').name,
  // The ICU parser the dictionary test uses ships as ES modules only; SWC
  // turns it into CommonJS like our own code.
  transformIgnorePatterns: ['/node_modules/(?!@formatjs/)'],
};
