// node-polyglot requires the `object.entries` polyfill, which brings es-abstract's intrinsics
// (about 5 KB gzipped) into the login page; every browser the portal supports has the native one.
module.exports = Object.entries;
