import type { FastifyInstance } from 'fastify';
import { listCourses } from '../../repositories/courses';

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
      const items = await listCourses(app.db);
      return { items, count: items.length };
    },
  );
}
