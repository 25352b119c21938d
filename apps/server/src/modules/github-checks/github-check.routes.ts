import { ZGithubCheckList } from '@vitrina/shared/github/github-check.schemas';
import {
  ZGithubProfileUpdate,
  ZGithubProfileUpdateResponse,
} from '@vitrina/shared/github/github-profile-update.schemas';
import { translateMessage } from '@vitrina/shared/i18n/messages';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/route-schemas';
import { requireAuth } from '../../plugins/auth';

export async function githubCheckRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = app.services.githubChecks;

  app.get(
    '/api/developer/me/github-checks',
    {
      config: { access: ['developer'] },
      schema: {
        tags: ['developers'],
        operationId: 'listMyGithubChecks',
        summary: "List the signed-in developer's GitHub checks that have not passed",
        description:
          'Checks of the profile and of the projects that GitHub could not answer yet (PENDING: checked again in the background) or that failed later (FAILED: what to fix). Empty when every check passed.',
        response: { 200: ZGithubCheckList, ...errorResponses(401, 403) },
      },
    },
    async (request) => service.listForDeveloper(requireAuth(request).user.id),
  );

  app.put(
    '/api/developer/me/github-profile',
    {
      config: { access: ['developer'] },
      schema: {
        tags: ['developers'],
        operationId: 'updateMyGithubProfile',
        summary: "Correct the signed-in developer's GitHub profile",
        description:
          'Checked as at registration: a profile GitHub says does not exist is refused; when GitHub cannot answer, the profile is kept and checked again in the background.',
        body: ZGithubProfileUpdate,
        response: { 200: ZGithubProfileUpdateResponse, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request) => {
      const result = await service.updateProfile(requireAuth(request).user.id, request.body.githubProfile);
      const key = result.githubCheck ? 'githubCheck.profilePending' : 'githubCheck.profileChecked';
      return { ...result, message: translateMessage(key, request.headers['accept-language']) };
    },
  );

  app.get(
    '/api/admin/github-checks',
    {
      config: { access: ['admin'] },
      schema: {
        tags: ['admin'],
        operationId: 'listGithubChecks',
        summary: 'List the GitHub checks that have not passed',
        description:
          "Developers' profiles and projects' repositories GitHub could not answer yet (PENDING) or said do not exist (FAILED), oldest first. While one is open, the project cannot be approved and the developer cannot be paid.",
        response: { 200: ZGithubCheckList, ...errorResponses(401, 403) },
      },
    },
    async () => service.listAll(),
  );
}
