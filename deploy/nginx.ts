import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export type BalancerOptions = {
  dir: string;
  port: number;
  /** The instances' ports on loopback. */
  upstreams: number[];
  /** Requests a minute one client address may make (the balancer's limit, shared by all instances). */
  ratePerMinute: number;
};

/**
 * The balancer's configuration: round robin over the instances with kept-alive connections; an
 * instance that refuses or times out is skipped for 5 s, and an idempotent request it failed is
 * tried on the next (a POST is never sent twice); X-Forwarded-For is the client's address as nginx
 * sees it, replacing any the client sent (it could forge one), for instances run with TRUST_PROXY;
 * `/metrics` is not served to the outside; and one rate limit per client address for all instances.
 */
export function nginxConfig(options: BalancerOptions): string {
  const temp = (name: string) => join(options.dir, 'tmp', name);
  const asRoot = process.getuid?.() === 0;
  return `# Written by deploy/nginx.ts
${asRoot ? 'user root root;' : ''}
worker_processes 1;
daemon off;
pid ${join(options.dir, 'nginx.pid')};
error_log ${join(options.dir, 'error.log')} warn;
events { worker_connections 8192; }
http {
  access_log off;
  client_body_temp_path ${temp('body')};
  proxy_temp_path ${temp('proxy')};
  fastcgi_temp_path ${temp('fastcgi')};
  uwsgi_temp_path ${temp('uwsgi')};
  scgi_temp_path ${temp('scgi')};
  client_max_body_size 25m;
  limit_req_zone $binary_remote_addr zone=clients:10m rate=${options.ratePerMinute}r/m;
  limit_req_status 429;
  upstream kredo {
${options.upstreams.map((port) => `    server 127.0.0.1:${port} max_fails=1 fail_timeout=5s;`).join('\n')}
    keepalive 64;
  }
  server {
    listen 127.0.0.1:${options.port};
    location = /metrics { return 404; }
    location / {
      limit_req zone=clients burst=${Math.max(20, Math.ceil(options.ratePerMinute / 6))} nodelay;
      proxy_pass http://kredo;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $remote_addr;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_next_upstream error timeout http_502 http_503;
      proxy_next_upstream_tries 2;
      proxy_connect_timeout 2s;
      proxy_read_timeout 60s;
    }
  }
}
`;
}

export type Balancer = { process: ChildProcess; stop(): Promise<void> };

/** Starts nginx (Debian's nginx-light) in the foreground with the configuration above. */
export function startNginx(options: BalancerOptions): Balancer {
  for (const name of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'])
    mkdirSync(join(options.dir, 'tmp', name), { recursive: true });
  const config = join(options.dir, 'nginx.conf');
  writeFileSync(config, nginxConfig(options));
  const child = spawn('nginx', ['-c', config, '-p', options.dir, '-e', join(options.dir, 'error.log')], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    // No nginx (not installed): the process never starts; its readiness check reports it.
    child.once('error', () => resolve());
  });
  return {
    process: child,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return;
      child.kill('SIGQUIT');
      const hung = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(hung);
    },
  };
}
