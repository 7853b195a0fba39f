import { bind, reply } from '@/server/http/dispatch';
import { coachApi, companyApi, divisionApi, expertLevelApi, pickerApi } from '../api';
import { directoryMessages as M } from '../messages';
import { createCoach, deleteCoach, findCoaches, getCoach, updateCoach } from './coaches';
import { deleteStructure } from './delete-structure';
import { createExpertLevel, deleteExpertLevel, findExpertLevels, getExpertLevel, updateExpertLevel } from './expert-levels';
import { findStructure, getStructure } from './find-structure';
import { findOrganizations, findPeople } from './pickers';
import { createStructure, updateStructure } from './save-structure';
import { companyKind, divisionKind } from './structure-kind';

const saved = <R extends { changed: boolean }>(result: R, messages: { edited: string; nothingChanged: string }) =>
  reply(result, result.changed ? messages.edited : messages.nothingChanged);

const division = divisionKind;
const company = companyKind;

/** The directory endpoints (api.ts) bound to their use cases; the dispatcher parses and guards before these run. */
export const directoryEndpoints = [
  ...bind(divisionApi, {
    list: ({ caller, query }) => findStructure(division, { db: caller.db, organizationId: caller.organizationId, query }),
    get: ({ caller, params }) => getStructure(division, { db: caller.db, organizationId: caller.organizationId, id: params.id }),
    create: async ({ caller, body }) =>
      reply(await createStructure(division, { ...caller, input: { code: body.division_code, name: body.division_name } }), M.division.created, 201),
    update: async ({ caller, params, body }) =>
      saved(
        await updateStructure(division, {
          ...caller,
          id: params.id,
          input: { code: body.division_code, name: body.division_name, updated_at: body.updated_at },
        }),
        M.division,
      ),
    remove: async ({ caller, params }) => {
      await deleteStructure(division, { ...caller, id: params.id });
      return reply(null, M.division.deleted);
    },
  }),
  ...bind(companyApi, {
    list: ({ caller, query }) => findStructure(company, { db: caller.db, organizationId: caller.organizationId, query }),
    get: ({ caller, params }) => getStructure(company, { db: caller.db, organizationId: caller.organizationId, id: params.id }),
    create: async ({ caller, body }) =>
      reply(await createStructure(company, { ...caller, input: { code: body.company_code, name: body.company_name } }), M.company.created, 201),
    update: async ({ caller, params, body }) =>
      saved(
        await updateStructure(company, { ...caller, id: params.id, input: { code: body.company_code, name: body.company_name, updated_at: body.updated_at } }),
        M.company,
      ),
    remove: async ({ caller, params }) => {
      await deleteStructure(company, { ...caller, id: params.id });
      return reply(null, M.company.deleted);
    },
  }),
  ...bind(expertLevelApi, {
    list: ({ caller, query }) => findExpertLevels({ db: caller.db, organizationId: caller.organizationId, query }),
    get: ({ caller, params }) => getExpertLevel({ db: caller.db, organizationId: caller.organizationId, id: params.id }),
    create: async ({ caller, body }) => reply(await createExpertLevel({ ...caller, input: body }), M.expertLevel.created, 201),
    update: async ({ caller, params, body }) => saved(await updateExpertLevel({ ...caller, id: params.id, input: body }), M.expertLevel),
    remove: async ({ caller, params }) => {
      await deleteExpertLevel({ ...caller, id: params.id });
      return reply(null, M.expertLevel.deleted);
    },
  }),
  ...bind(coachApi, {
    list: ({ caller, query }) => findCoaches({ db: caller.db, organizationId: caller.organizationId, query }),
    get: ({ caller, params }) => getCoach({ db: caller.db, organizationId: caller.organizationId, id: params.id }),
    create: async ({ caller, body }) => reply(await createCoach({ ...caller, input: body }), M.coach.created, 201),
    update: async ({ caller, params, body }) => saved(await updateCoach({ ...caller, id: params.id, input: body }), M.coach),
    remove: async ({ caller, params }) => {
      await deleteCoach({ ...caller, id: params.id });
      return reply(null, M.coach.deleted);
    },
  }),
  ...bind(pickerApi, {
    users: ({ caller, query }) => findPeople({ db: caller.db, organizationId: caller.organizationId, query }),
    organizations: ({ caller, query }) => findOrganizations({ db: caller.db, organizationId: caller.organizationId, query }),
  }),
];
