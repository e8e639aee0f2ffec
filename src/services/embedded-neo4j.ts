import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, openSync, readdirSync, writeFileSync, closeSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { packagePath } from '../package-root.js';
import { ServiceUnavailableError } from '../errors/service-unavailable-error.js';
import { HopgraphError } from '../errors/hopgraph-error.js';
import type { HopgraphConfig } from '../config/config-schema.js';
import { isPortOpen, readPidFile, runCommand, sleep, stopProcess } from './process-utilities.js';
import { applyInitialPassword, markInitialPasswordPending } from './embedded-neo4j-password.js';

/** The repository's `neo4j/` folder (pom.xml that names the Neo4j version). */
const launcherDirectory = packagePath('neo4j');

/** The Neo4j version the pom downloads; the marker file records which version lib/ holds. */
export const NEO4J_VERSION = '5.26.30';

/** JVM flags Neo4j 5 needs on Java 17 (from its default neo4j.conf). */
const jvmFlags = [
  '--add-opens=java.base/java.nio=ALL-UNNAMED',
  '--add-opens=java.base/java.io=ALL-UNNAMED',
  '--add-opens=java.base/sun.nio.ch=ALL-UNNAMED',
  '--add-opens=java.base/java.lang=ALL-UNNAMED',
  '--enable-native-access=ALL-UNNAMED',
  '-XX:+UseG1GC',
  '-XX:-OmitStackTraceInFastThrow',
  '-XX:+AlwaysPreTouch',
  '-XX:+UnlockExperimentalVMOptions',
  '-XX:+TrustFinalNonStaticFields',
  '-XX:+DisableExplicitGC',
  '-Djdk.nio.maxCachedBufferSize=1024',
  '-Dio.netty.tryReflectionSetAccessible=true',
  '-Djdk.tls.ephemeralDHKeySize=2048',
  '-XX:FlightRecorderOptions=stackdepth=256',
  '-Dlog4j2.disable.jmx=true',
  '-Dfile.encoding=UTF-8',
];

export interface EmbeddedNeo4jPaths {
  home: string;
  lib: string;
  conf: string;
  data: string;
  logs: string;
  pidFile: string;
  consoleLog: string;
}

export function embeddedNeo4jPaths(config: HopgraphConfig): EmbeddedNeo4jPaths {
  const home = resolve(config.dataDir, 'neo4j');
  return {
    home,
    lib: join(home, 'lib'),
    conf: join(home, 'conf'),
    data: join(home, 'data'),
    logs: join(home, 'logs'),
    pidFile: join(home, 'neo4j.pid'),
    consoleLog: join(home, 'logs', 'console.log'),
  };
}

/** Bolt host and port from a bolt:// or neo4j:// URI. */
export function boltAddress(uri: string): { host: string; port: number } {
  const url = new URL(uri.replace(/^(bolt|neo4j)(\+s|\+ssc)?:/, 'http:'));
  return { host: url.hostname, port: url.port ? Number(url.port) : 7687 };
}

export function isLocalHost(host: string): boolean {
  return host === '127.0.0.1' || host === 'localhost' || host === '::1' || host === '[::1]';
}

/** Copies the Neo4j jars from Maven Central into lib/ once (later calls reuse them). */
export async function ensureNeo4jJars(paths: EmbeddedNeo4jPaths, log: (line: string) => void): Promise<void> {
  const marker = join(paths.lib, `.complete-${NEO4J_VERSION}`);
  if (existsSync(marker)) return;
  const mvn = await runCommand('mvn', ['--version'], { timeoutMs: 60_000 });
  if (mvn.code !== 0) {
    throw new HopgraphError('HOPGRAPH_NO_MAVEN', 'Maven (mvn) is needed once to download the Neo4j jars, and it was not found on PATH', {
      hint: 'install Maven and Java 17, or start Neo4j yourself (docker compose up -d) and set NEO4J_URI',
    });
  }
  log(`downloading Neo4j ${NEO4J_VERSION} jars from Maven Central into ${paths.lib} (once)…`);
  mkdirSync(paths.lib, { recursive: true });
  const result = await runCommand(
    'mvn',
    [
      '-q',
      '-B',
      '-f',
      join(launcherDirectory, 'pom.xml'),
      'org.apache.maven.plugins:maven-dependency-plugin:3.8.1:copy-dependencies',
      `-DoutputDirectory=${paths.lib}`,
      '-DincludeScope=runtime',
      '-Dmdep.overWriteReleases=false',
    ],
    { timeoutMs: 20 * 60_000 },
  );
  if (result.code !== 0) {
    throw new HopgraphError('HOPGRAPH_NEO4J_DOWNLOAD', `downloading the Neo4j jars failed (mvn exit ${result.code}): ${(result.stdout + result.stderr).trim().slice(-2000)}`, {
      retriable: true,
      hint: 'check that Maven Central is reachable (settings in ~/.m2/settings.xml)',
    });
  }
  const jarCount = readdirSync(paths.lib).filter((name) => name.endsWith('.jar')).length;
  if (jarCount < 50) throw new HopgraphError('HOPGRAPH_NEO4J_DOWNLOAD', `only ${jarCount} jars were copied into ${paths.lib}`);
  writeFileSync(marker, `${new Date().toISOString()}\n`);
}

function neo4jConf(config: HopgraphConfig, paths: EmbeddedNeo4jPaths, bolt: { host: string; port: number }): string {
  return [
    '# Written by `hopgraph up` on every start; edit hopgraph settings instead.',
    `server.default_listen_address=127.0.0.1`,
    `server.bolt.enabled=true`,
    `server.bolt.listen_address=${bolt.host === 'localhost' ? '127.0.0.1' : bolt.host}:${bolt.port}`,
    `server.http.enabled=true`,
    `server.http.listen_address=127.0.0.1:${config.embedded.httpPort}`,
    `server.https.enabled=false`,
    // Authentication: off for the local development server unless a password is configured (see README, Security).
    `dbms.security.auth_enabled=${config.neo4j.password ? 'true' : 'false'}`,
    `server.directories.data=${paths.data}`,
    `server.directories.logs=${paths.logs}`,
    `server.memory.pagecache.size=${config.embedded.pageCache}`,
    // Keep transaction logs small: this is an index that can always be rebuilt from the corpus.
    `db.tx_log.rotation.retention_policy=2 files`,
    `db.tx_log.rotation.size=128M`,
    `dbms.usage_report.enabled=false`,
    `server.jvm.additional=-XX:+UseG1GC`,
    '',
  ].join('\n');
}

/** The server's environment: hopgraph's own, less any variable that holds the Neo4j password (it has no use for it). */
function serverEnvironment(config: HopgraphConfig): NodeJS.ProcessEnv {
  const environment: NodeJS.ProcessEnv = {};
  for (const [name, value] of Object.entries(process.env)) {
    if (name === 'NEO4J_PASSWORD' || (config.neo4j.password && value === config.neo4j.password)) continue;
    environment[name] = value;
  }
  return environment;
}

export interface StartResult {
  started: boolean;
  pid?: number;
  message: string;
}

/**
 * Starts Neo4j 5.26 Community from the Maven jars (full server: Bolt + HTTP + Neo4j Browser) in the
 * background, unless something already answers on the Bolt port. Waits for Bolt to accept connections.
 */
export async function startEmbeddedNeo4j(config: HopgraphConfig, log: (line: string) => void): Promise<StartResult> {
  const bolt = boltAddress(config.neo4j.uri);
  if (await isPortOpen(bolt.host, bolt.port)) return { started: false, message: `Neo4j already answers on ${bolt.host}:${bolt.port}` };
  if (!isLocalHost(bolt.host)) {
    throw new ServiceUnavailableError('neo4j', `Neo4j at ${config.neo4j.uri} does not answer, and it is not local so hopgraph cannot start it`, {
      hint: 'check NEO4J_URI, or unset it to use a local Neo4j started by `hopgraph up`',
    });
  }
  const paths = embeddedNeo4jPaths(config);
  const existing = readPidFile(paths.pidFile);
  if (existing === undefined) {
    const java = await runCommand('java', ['-version'], { timeoutMs: 30_000 });
    if (java.code !== 0) {
      throw new HopgraphError('HOPGRAPH_NO_JAVA', 'Java 17+ is needed to run the embedded Neo4j and `java` was not found', {
        hint: 'install a JDK 17, or run Neo4j with docker compose and set NEO4J_URI',
      });
    }
    await ensureNeo4jJars(paths, log);
    for (const directory of [paths.conf, paths.data, paths.logs]) mkdirSync(directory, { recursive: true });
    writeFileSync(join(paths.conf, 'neo4j.conf'), neo4jConf(config, paths, bolt));
    // The password is set over Bolt once the server answers (never on a command line: see embedded-neo4j-password.ts).
    if (config.neo4j.password) markInitialPasswordPending(config, paths.home, paths.data);
    const output = openSync(paths.consoleLog, 'a');
    const child = spawn(
      'java',
      [
        `-Xms${config.embedded.heap}`,
        `-Xmx${config.embedded.heap}`,
        ...jvmFlags,
        '-cp',
        `${paths.lib}/*`,
        'org.neo4j.server.CommunityEntryPoint',
        `--home-dir=${paths.home}`,
        `--config-dir=${paths.conf}`,
      ],
      { cwd: paths.home, detached: true, stdio: ['ignore', output, output], shell: false, env: serverEnvironment(config) },
    );
    closeSync(output);
    if (child.pid === undefined) throw new ServiceUnavailableError('neo4j', 'could not spawn java for the embedded Neo4j');
    child.unref();
    writeFileSync(paths.pidFile, `${child.pid}\n`);
    log(`starting Neo4j ${NEO4J_VERSION} (pid ${child.pid}, Bolt ${bolt.host}:${bolt.port}, Browser http://127.0.0.1:${config.embedded.httpPort}/browser/, logs ${paths.logs})…`);
  }
  const pid = readPidFile(paths.pidFile);
  const deadline = Date.now() + config.embedded.startTimeoutSeconds * 1000;
  while (Date.now() < deadline) {
    if (await isPortOpen(bolt.host, bolt.port)) {
      await applyInitialPassword(config, paths.home, bolt, deadline);
      return { started: true, ...(pid ? { pid } : {}), message: `Neo4j is up on bolt://${bolt.host}:${bolt.port}` };
    }
    if (pid !== undefined && readPidFile(paths.pidFile) === undefined) {
      throw new ServiceUnavailableError('neo4j', `the embedded Neo4j exited during startup; see ${paths.consoleLog} and ${join(paths.logs, 'neo4j.log')}`);
    }
    await sleep(250);
  }
  throw new ServiceUnavailableError('neo4j', `Neo4j did not accept Bolt connections on ${bolt.host}:${bolt.port} within ${config.embedded.startTimeoutSeconds} s`, {
    hint: `see ${paths.consoleLog}; raise embedded.startTimeoutSeconds if the machine is slow`,
  });
}

/** Stops the embedded Neo4j if `hopgraph up` started it (pid file present); never touches anything else. */
export async function stopEmbeddedNeo4j(config: HopgraphConfig): Promise<boolean> {
  const paths = embeddedNeo4jPaths(config);
  const pid = readPidFile(paths.pidFile);
  if (pid === undefined) return false;
  await stopProcess(pid, 60_000);
  readPidFile(paths.pidFile);
  return true;
}
