import type { FastifyInstance } from 'fastify';
import { currentLanguage } from '../../lib/translate';
import { listCourses } from '../../repositories/courses';

export default function listCoursesRoute(app: FastifyInstance): void {
  app.get(
    '/charges/courses/',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['charges'],
        summary: "The app's courses in the reader's language (a short list, answered whole)",
        security: [{ bearer: [] }],
        response: { 200: { $ref: 'course-list.json' } },
      },
    },
    async () => {
      const items = await listCourses(app.db, currentLanguage());
      return { items, count: items.length };
    },
  );
}
