// Run by prepared-data-directory.ts in a Node process of its own (`node --input-type=module --eval`):
// makes a PostgreSQL cluster in the directory it is given, with PGlite's initdb, and exits. initdb grows
// PGlite's WebAssembly memory to some 700 MiB, which WebAssembly never gives back while the process
// lives; here the process ends, and the server that opens the cluster next never held it.
//
// Arguments: the URL of PGlite's module (resolved by the server, which knows where its dependencies
// are), and the directory. PGlite runs initdb when the directory holds no cluster, then starts
// PostgreSQL on it; closing it shuts PostgreSQL down cleanly, so the server opens a finished cluster.
const [pgliteUrl, dataDir] = process.argv.slice(1);
if (!pgliteUrl || !dataDir) throw new Error('usage: <PGlite module URL> <data directory>');
const { PGlite } = await import(pgliteUrl);
const pglite = await PGlite.create({ dataDir });
await pglite.close();
