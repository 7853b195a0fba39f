// npm puts node_modules/.bin first on PATH, so scripts run on the pinned Node 24 (devDependency "node").
// If that binary is missing (npm 11 without allowScripts), the system Node runs instead: stop clearly.
const [major, minor] = process.versions.node.split('.').map(Number);
if (major < 22 || (major === 22 && minor < 12)) {
  console.error(
    `\nThe console needs Node >= 22.12 but this script runs on Node ${process.versions.node}.\n` +
      'The project pins Node 24 as the devDependency "node"; its install script must run.\n' +
      'Run `npm install` (npm 11 reads "allowScripts" in package.json) and start through `npm run …` / `npx`.\n',
  );
  process.exit(1);
}
