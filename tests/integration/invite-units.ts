import { acmeCall, json } from '../setup/http';
import { created, uniqueCode } from './directory/helpers';
import { createUser } from './user/helpers';

/**
 * What the invitations by division and by company are tried on: a new division and a new company of the demo
 * organisation, one active person in each, an inactive person of the division, a person in neither, and the other
 * organisation's division and company.
 */
export async function inviteUnits() {
  const division = await created('/api/divisions', { division_code: uniqueCode('IVD'), division_name: 'IT Invite Division' });
  const company = await created('/api/companies', { company_code: uniqueCode('IVC'), company_name: 'IT Invite Company' });
  const inDivision = (await createUser({ full_name: 'Dewi Division', division_id: division })).id as number;
  const inCompany = (await createUser({ full_name: 'Citra Company', company_id: company })).id as number;
  const inactive = (await createUser({ full_name: 'Irfan Inactive', division_id: division, company_id: company, status: 'inactive' })).id as number;
  const elsewhere = (await createUser({ full_name: 'Eko Elsewhere' })).id as number;
  const acme = async (path: string, body: unknown) => {
    const res = await acmeCall(path, { method: 'POST', body });
    if (res.status !== 201) throw new Error(`acme ${path}: ${res.status} ${await res.text()}`);
    return (await json(res)).data.id as number;
  };
  const otherDivision = await acme('/api/divisions', { division_code: uniqueCode('IVX'), division_name: 'Acme Division' });
  const otherCompany = await acme('/api/companies', { company_code: uniqueCode('IVY'), company_name: 'Acme Company' });
  return { division, company, inDivision, inCompany, inactive, elsewhere, otherDivision, otherCompany };
}
