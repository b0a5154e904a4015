import { spawn } from "node:child_process";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { describeError, type Cleanup } from "./cleanup";
import { getRaw } from "./http";
import { freeLoopbackPort, runCaptured, stopChild, waitUntilReady } from "./processes";

const START_TIMEOUT_MS = 10_000;

interface NginxFeatures {
  gzipStatic: boolean;
  /** Modules whose temp paths must be moved out of /var/lib/nginx (absent ones reject the directive). */
  tempPathModules: string[];
}

/** What this nginx binary was compiled with, from `nginx -V` (printed on stderr). */
async function nginxFeatures(nginxPath: string): Promise<NginxFeatures> {
  const { stdout, stderr } = await runCaptured(nginxPath, ["-V"], 5_000);
  const configure = stdout + stderr;
  const optional = ["proxy", "fastcgi", "uwsgi", "scgi"];
  return {
    gzipStatic: configure.includes("--with-http_gzip_static_module"),
    tempPathModules: optional.filter(
      (module) => !configure.includes(`--without-http_${module}_module`),
    ),
  };
}

/** The smallest config that serves build/client the way our server does, kept in `dir`. */
export function nginxConfig(dir: string, rootDir: string, port: number, features: NginxFeatures) {
  const tempPaths = features.tempPathModules
    .map((module) => `  ${module}_temp_path ${path.join(dir, `${module}_temp`)};`)
    .join("\n");
  return `daemon off;
worker_processes auto;
pid ${path.join(dir, "nginx.pid")};
lock_file ${path.join(dir, "nginx.lock")};
error_log ${path.join(dir, "error.log")} warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${path.join(dir, "client_body_temp")};
${tempPaths}
  types {
    text/html html;
    text/css css;
    text/javascript js;
    application/json json;
    application/xml xml;
    text/plain txt;
    image/svg+xml svg;
    image/png png;
    image/webp webp;
    image/avif avif;
    image/x-icon ico;
    font/woff2 woff2;
  }
  default_type application/octet-stream;
  sendfile on;
  # Node keeps a connection for any number of requests; nginx's default closes after 1000.
  keepalive_requests 1000000;
  server {
    listen 127.0.0.1:${port};
    root ${path.join(rootDir, "build", "client")};
${features.gzipStatic ? "    gzip_static on;\n" : ""}    location / {
      try_files $uri $uri/index.html =404;
    }
  }
}
`;
}

/** Starts nginx in the foreground (so it is our child to stop); returns its origin once it answers. */
export async function startNginx(
  nginxPath: string,
  rootDir: string,
  cleanup: Cleanup,
): Promise<string> {
  const features = await nginxFeatures(nginxPath);
  const dir = await mkdtemp(path.join(tmpdir(), "bench-nginx-"));
  cleanup.add("remove the nginx folder", () => rm(dir, { recursive: true, force: true }));
  const port = await freeLoopbackPort();
  const configFile = path.join(dir, "nginx.conf");
  await writeFile(configFile, nginxConfig(dir, rootDir, port, features));

  // -e: the compiled-in error log may be unwritable before the config is read.
  const args = ["-p", dir, "-c", configFile, "-e", path.join(dir, "error.log")];
  const child = spawn(nginxPath, args, { stdio: ["ignore", "inherit", "inherit"] });
  cleanup.add("stop nginx", () => stopChild(child));

  const origin = `http://127.0.0.1:${port}`;
  const answers = async () => (await getRaw(`${origin}/`, {}, 1_000)).status === 200;
  try {
    await waitUntilReady("nginx", child, answers, START_TIMEOUT_MS);
  } catch (error) {
    // With -e, nginx reports a bad config in its log, not on the terminal.
    const log = await readFile(path.join(dir, "error.log"), "utf8").catch(() => "");
    throw new Error(`${describeError(error)}${log ? `\n${log.trim()}` : ""}`);
  }
  return origin;
}
