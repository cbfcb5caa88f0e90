import type { FastifyInstance } from 'fastify';

export default function listCoursesRoute(app: FastifyInstance): void {
  app.get(
    '/charges/courses/',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['charges'],
        summary: "The app's courses (a short list, answered whole)",
        security: [{ bearer: [] }],
        response: { 200: { $ref: 'course-list.json' } },
      },
    },
    async () => {
      const items = await app.db
        .selectFrom('courses')
        .select(['id', 'name'])
        .orderBy('name')
        .execute();
      return { items, count: items.length };
    },
  );
}
