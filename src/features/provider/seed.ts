import type { Tx } from '@/db/client';
import type { SeedContext } from '@/db/seed/context';
import { insertProvider } from './testing';

type Seeded = [name: string, contact: string, email: string, phone: string, website: string, description: string, active?: boolean];

/** The learning providers a corporate academy in Jakarta works with (fictional names, .example addresses). */
const PROVIDERS: Seeded[] = [
  [
    'Garuda Leadership Institute',
    'Rina Hartono',
    'partnership@garuda-leadership.example',
    '+62 21 5150 1234',
    'https://garuda-leadership.example',
    'Leadership and management programmes for first-line supervisors up to senior managers, delivered in Bahasa Indonesia and English.\nCertified coaches for the coaching and mentoring tracks.',
  ],
  [
    'Bina Digital Academy',
    'Aditya Nugroho',
    'corporate@binadigital.example',
    '(021) 2939 4455',
    'https://binadigital.example',
    'Data literacy, cloud fundamentals and software engineering courses with hands-on labs.',
  ],
  [
    'SafeWork Indonesia',
    'Dewi Lestari',
    'training@safework.example',
    '+62 812 3456 7890',
    'https://safework.example',
    'Workplace safety inductions, fire drills and first-aid certification (K3) for offices and plants.',
  ],
  [
    'LinguaPro Language Centre',
    'Michael Tan',
    'business@linguapro.example',
    '+62 21 7278 8899',
    'https://linguapro.example',
    'Business English and Mandarin for customer-facing teams; placement tests included.',
  ],
  [
    'Integritas Compliance Partners',
    'Bambang Setiawan',
    'hello@integritas.example',
    '+62 21 3001 2200',
    'https://integritas.example',
    'Anti-corruption, code of conduct and data-protection (UU PDP) e-learning.',
  ],
  [
    'Nusa Finance Learning',
    'Sari Wulandari',
    'info@nusafinance.example',
    '+62 22 4201 777',
    'https://nusafinance.example',
    'Finance for non-finance managers. The contract ended in 2025; kept for the content it supplied.',
    false,
  ],
];

/** The provider area's demo content; the first provider (id 1 on a fresh database) is the one the access walk opens. */
export async function seedProviders(tx: Tx, ctx: SeedContext): Promise<void> {
  const { org, people } = ctx;
  const day = (n: number) => new Date(Date.now() - n * 86_400_000);
  for (const [i, [name, contactPerson, email, phone, website, description, isActive = true]] of PROVIDERS.entries()) {
    const by = people.admin.id;
    await insertProvider(tx, {
      organizationId: org.id,
      name,
      contactPerson,
      email,
      phone,
      website,
      description,
      isActive,
      createdBy: by,
      updatedBy: by,
      createdAt: day(90 - i * 7),
      updatedAt: day(30 - i * 4),
    });
  }
}
