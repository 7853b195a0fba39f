import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { $dirtyForms } from '@/stores/dirty-form';
import { $toasts } from '@/stores/toasts';
import type { SsoSettings } from '@/features/sso/schemas';
import SsoSettingsForm from './SsoSettingsForm';

type FetchMock = Mock<(url: string, init: { method: string; body: string }) => Promise<Response>>;
const reply = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const settings: SsoSettings = {
  configured: false,
  enabled: false,
  display_name: '',
  issuer_url: '',
  client_id: '',
  has_secret: false,
  match_by: 'email',
  claim: 'email',
  jit_enabled: false,
  link_existing: false,
  default_role_id: null,
  enforced: false,
  callback_url: 'https://console.example/api/cms/auth/sso/callback',
  scim_base_url: 'https://console.example/scim/v2',
  roles: [
    { value: 1, label: 'Super Admin', disabled: true },
    { value: 2, label: 'Editor' },
  ],
  holds_every_key: false,
  signs_in: false,
  updated_at: null,
};

const type = (name: string, value: string) => fireEvent.change(screen.getByLabelText(name, { exact: false }), { target: { value } });
const save = () => act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Save' })));

describe('SsoSettingsForm on the form kit', () => {
  let fetchMock: FetchMock;
  beforeEach(() => {
    $toasts.set([]);
    fetchMock = vi.fn(async () =>
      reply(200, { success: true, message: 'Single sign-on settings have been saved.', data: { updated_at: '2026-11-28T01:00:00.000Z' } }),
    );
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("says what is missing in the area's words, the secret too while none is stored, and sends nothing", async () => {
    render(<SsoSettingsForm settings={settings} />);
    await save();
    expect(screen.getByText('Enter the name shown on the sign-in button.')).toBeTruthy();
    expect(screen.getByText('Enter the issuer URL.')).toBeTruthy();
    expect(screen.getByText('Enter the client ID.')).toBeTruthy();
    expect(screen.getByText('Enter the client secret.')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('is dirty from the first change, saves in place with the version it started from, then keeps the secret and asks for none', async () => {
    render(<SsoSettingsForm settings={settings} />);
    expect($dirtyForms.get()['sso-settings']).toBeFalsy();
    type('Button label', 'Acme IdP');
    expect($dirtyForms.get()['sso-settings']).toBe(true);
    type('Issuer URL', 'https://idp.example/realms/acme');
    type('Client ID', 'console');
    type('Client secret', 's3cret');
    await save();
    const [url, init] = fetchMock.mock.calls[0];
    expect([String(url), init.method]).toEqual(['/api/cms/settings/sso', 'PUT']);
    expect(JSON.parse(init.body)).toMatchObject({ display_name: 'Acme IdP', client_secret: 's3cret', match_by: 'email', claim: 'email' });
    expect($toasts.get().map((t) => t.text)).toContain('Single sign-on settings have been saved.');
    // Saved: clean, the secret field empty again and no longer required; the next save sends the new version.
    expect($dirtyForms.get()['sso-settings']).toBeFalsy();
    expect((screen.getByLabelText('Client secret', { exact: false }) as HTMLInputElement).value).toBe('');
    expect(screen.getByText('A secret is stored (encrypted). Leave blank to keep it.')).toBeTruthy();
    type('Button label', 'Acme');
    await save();
    expect(screen.queryByText('Enter the client secret.')).toBeNull();
    expect(JSON.parse(fetchMock.mock.calls[1][1].body)).toMatchObject({ display_name: 'Acme', updated_at: '2026-11-28T01:00:00.000Z' });
    expect(JSON.parse(fetchMock.mock.calls[1][1].body)).not.toHaveProperty('client_secret');
  });

  it('keeps a role beyond the editor locked and the provider open while nobody signs in with it', () => {
    render(<SsoSettingsForm settings={{ ...settings, default_role_id: 1 }} />);
    expect((screen.getByLabelText('Issuer URL', { exact: false }) as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByText(/new users get the default role Super Admin/)).toBeTruthy();
    expect(screen.getByRole('switch', { name: 'Link existing accounts at their first sign-in' }).hasAttribute('disabled')).toBe(true);
  });
});
