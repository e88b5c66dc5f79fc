import type { FastifyInstance, RouteOptions } from 'fastify';

declare module 'fastify' {
  // Module augmentation needs an interface.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyInstance {
    /**
     * Every route the app serves, with the options it was registered with (schemas, hooks).
     * Rules that hold for every route are checked against this list, so a new route is covered
     * the day it is added.
     */
    routeTable: readonly RouteOptions[];
  }
}

/** Records each route as it is registered; call before any route or plugin is registered. */
export function recordRoutes(app: FastifyInstance): void {
  const routes: RouteOptions[] = [];
  app.decorate('routeTable', routes);
  app.addHook('onRoute', (route) => {
    routes.push(route);
  });
}
