import { randomBytes } from 'node:crypto';
import { ConfigError, loadConfig } from '../api/config';
import {
  containerEnvironment, documentedVariables, interpolate, InterpolationError, parseDotenv, readCompose, repositoryFile,
  variablesIn, type Compose, type Service,
} from './composeFile';

export interface ComposeCheck {
  name: string;
  run(): Promise<void> | void;
}

function expect(condition: boolean, message: string): void {
  if (!condition) throw new Error(message);
}

/** The secrets compose.yaml itself requires: without one, `up` stops before anything starts. */
const COMPOSE_REQUIRED = ['SESSION_KEYS', 'POSTGRES_PASSWORD'];
/** A sign-in provider's settings: .env's alone, and the server refuses to start without one (either). */
const GOOGLE_SIGN_IN = ['GOOGLE_CLIENT_ID', 'GOOGLE_CLIENT_SECRET'];

/** The secrets an organiser adds to .env, as docs/deploy.md says to make them. */
export function organiserSecrets(): Record<string, string> {
  return {
    SESSION_KEYS: randomBytes(32).toString('base64'),
    POSTGRES_PASSWORD: randomBytes(24).toString('hex'),
    GOOGLE_CLIENT_ID: '1234-example.apps.googleusercontent.com',
    GOOGLE_CLIENT_SECRET: randomBytes(18).toString('base64url'),
  };
}

/** A .env as an organiser makes it: .env.example with the secrets added at its end. */
export function organiserDotenv(secrets = organiserSecrets()): string {
  return `${repositoryFile('.env.example')}\n${Object.entries(secrets).map(([key, value]) => `${key}=${value}`).join('\n')}\n`;
}

/** The services built from the Containerfile: the app's instances. */
export function appServices(compose: Compose): [string, Service][] {
  return Object.entries(compose.services).filter(([, service]) => service.build?.dockerfile === 'Containerfile');
}

/** What the server refuses to start without in production, by its own rules (api/config.ts). */
function requiredInProduction(): string[] {
  try {
    loadConfig({ NODE_ENV: 'production' });
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    return [...error.message.matchAll(/^\s*(\w+): \1 is required in production$/gm)].flatMap((match) => (match[1] ? [match[1]] : []));
  }
  throw new Error('the server started in production with no settings at all');
}

/** A named volume mounted at `target`, declared at the top level. */
function namedVolumeAt(compose: Compose, service: Service, target: string): boolean {
  return (service.volumes ?? []).some((volume) => {
    const [source = '', mountPoint] = volume.split(':');
    return mountPoint === target && Object.hasOwn(compose.volumes ?? {}, source);
  });
}

/** Secrets: never written into compose.yaml, and only commented placeholders in the example. */
const SECRETS = ['SESSION_KEYS', 'POSTGRES_PASSWORD', 'GOOGLE_CLIENT_SECRET', 'OIDC_CLIENT_SECRET', 'METRICS_TOKEN', 'VAPID_PRIVATE_KEY'];

export function fileChecks(): ComposeCheck[] {
  const compose = readCompose();
  const composeText = repositoryFile('compose.yaml');
  const example = repositoryFile('.env.example');
  const service = (name: string) => {
    const found = compose.services[name];
    if (!found) throw new Error(`compose.yaml has no ${name} service`);
    return found;
  };
  return [
    {
      name: 'the app runs as two or more services of one image, once PostgreSQL is healthy',
      run() {
        const apps = appServices(compose);
        expect(apps.length >= 2, `compose.yaml builds ${apps.length} app service(s) from the Containerfile, not two`);
        for (const [name, app] of apps) {
          expect(app.image === apps[0]?.[1].image && variablesIn(app.image).has('CAMPUS_HUNT_IMAGE'), `${name}'s image is not \${CAMPUS_HUNT_IMAGE}: ${app.image}`);
          expect(app.env_file === '.env', `${name} does not read .env (env_file: ${String(app.env_file)})`);
          const dependsOn = app.depends_on;
          expect(!Array.isArray(dependsOn) && dependsOn?.db?.condition === 'service_healthy', `${name} does not wait for db to be healthy`);
        }
      },
    },
    {
      name: 'PostgreSQL: the official image, a named volume, a pg_isready health check',
      run() {
        const db = service('db');
        expect(/^postgres:\d+/.test(db.image), `db's image is ${db.image}, not postgres:MAJOR`);
        expect(namedVolumeAt(compose, db, '/var/lib/postgresql/data'), 'db keeps its data on no named volume');
        expect(String(db.healthcheck?.test).includes('pg_isready'), 'db has no pg_isready health check');
      },
    },
    {
      name: 'Caddy: the official image on 80 and 443, the Caddyfile, named volumes for data and config',
      run() {
        const caddy = service('caddy');
        expect(/^caddy:\d/.test(caddy.image), `caddy's image is ${caddy.image}`);
        for (const port of ['80:80', '443:443']) expect((caddy.ports ?? []).includes(port), `caddy does not publish ${port}`);
        expect((caddy.volumes ?? []).some((volume) => volume.startsWith('./Caddyfile:/etc/caddy/Caddyfile:')), 'caddy does not mount ./Caddyfile');
        expect(namedVolumeAt(compose, caddy, '/data') && namedVolumeAt(compose, caddy, '/config'), 'caddy keeps /data or /config on no named volume');
      },
    },
    {
      name: 'every ${VAR} of compose.yaml is documented in .env.example, with a comment',
      run() {
        const documented = documentedVariables(example);
        for (const name of variablesIn(composeText)) {
          const entry = documented.get(name);
          expect(entry !== undefined, `${name} is used by compose.yaml but missing from .env.example`);
          expect(entry?.explained === true, `${name} has no comment in .env.example`);
        }
      },
    },
    {
      name: 'the instances get every setting production requires, and the server accepts them',
      run() {
        const secrets = organiserSecrets();
        const dotenv = parseDotenv(organiserDotenv(secrets));
        const required = requiredInProduction();
        expect(required.length > 0, 'api/config.ts named no setting as required in production');
        for (const [name, app] of appServices(compose)) {
          for (const variable of [...required, 'NODE_ENV', 'DATABASE_URL', 'TRUST_PROXY']) {
            expect(Object.hasOwn(app.environment ?? {}, variable), `${name} does not set ${variable} in its environment`);
          }
          let config;
          try {
            config = loadConfig(containerEnvironment(app, dotenv));
          } catch (error) {
            throw new Error(`${name}'s environment is refused: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
          }
          expect(config.env === 'production', `${name} runs in ${config.env}`);
          expect(config.publicUrl === `https://${dotenv.HUNT_DOMAIN ?? ''}`, `${name}'s PUBLIC_URL is ${config.publicUrl}, not https://HUNT_DOMAIN`);
          expect(config.trustProxy && config.sessionKeys.join() === secrets.SESSION_KEYS, `${name} does not trust the proxy or lost SESSION_KEYS`);
          expect(new URL(config.databaseUrl ?? 'x:').hostname === 'db', `${name}'s DATABASE_URL is not the db service`);
        }
      },
    },
    {
      name: 'secrets come from .env only; compose refuses to start without them, the server without a sign-in provider',
      run() {
        const documented = documentedVariables(example);
        for (const secret of SECRETS) {
          expect(documented.get(secret)?.commented !== false, `.env.example gives ${secret} a value: leave it commented out`);
          for (const [name, { environment = {} }] of Object.entries(compose.services)) {
            const value = environment[secret];
            expect(value === undefined || /^\$\{\w+[^}]*\}$/.test(value), `${name} writes ${secret} into compose.yaml`);
          }
        }
        const [, app] = appServices(compose)[0] ?? [];
        const secrets = organiserSecrets();
        for (const secret of COMPOSE_REQUIRED) {
          const { [secret]: _left, ...rest } = secrets;
          const dotenv = parseDotenv(organiserDotenv(rest));
          expect(!interpolateAll(app, dotenv), `compose.yaml starts the app without ${secret}`);
        }
        const withoutSignIn = Object.fromEntries(Object.entries(secrets).filter(([key]) => !GOOGLE_SIGN_IN.includes(key)));
        expect(app !== undefined && refusedFor(containerEnvironment(app, parseDotenv(organiserDotenv(withoutSignIn))), /sign-in provider is required/), 'the server starts in production with no sign-in provider');
        expect(repositoryFile('.dockerignore').split('\n').includes('.env'), '.dockerignore does not keep .env out of the build context');
      },
    },
  ];
}

/** Whether the server's own settings check refuses this environment, for the reason named. */
function refusedFor(env: Record<string, string>, reason: RegExp): boolean {
  try {
    loadConfig(env);
    return false;
  } catch (error) {
    if (error instanceof ConfigError) return reason.test(error.message);
    throw error;
  }
}

/** Whether every value of the service interpolates (false: Compose would refuse to start it). */
function interpolateAll(service: Service | undefined, dotenv: Record<string, string>): boolean {
  try {
    for (const value of Object.values(service?.environment ?? {})) interpolate(value, dotenv);
    return true;
  } catch (error) {
    if (error instanceof InterpolationError) return false;
    throw error;
  }
}
