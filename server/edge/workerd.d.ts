// The workerd npm package ships no types. Imported from ESM it is its CommonJS exports object:
// the binary's path as `default`, and the runtime's newest compatibility date.
declare module 'workerd' {
  const main: { default: string; compatibilityDate: string; version: string };
  export default main;
}
