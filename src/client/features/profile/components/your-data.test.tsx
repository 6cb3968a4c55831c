// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import NotificationArea from '@/client/components/layout/notification-area';
import { sessionStore } from '@/client/lib/auth/session';
import { signIn } from '@/client/test/signed-in';
import { YourData } from './your-data';

const signOut = vi.hoisted(() => vi.fn(async () => {}));
vi.mock('@/client/lib/auth/server-session', () => ({ signOut }));

const email = 'ada@example.com';
const shop = vi.fn<(path: string, init: RequestInit) => Response>();
const refusal = (status: number, message: string) =>
  new Response(JSON.stringify({ error: { code: 'invalid', message, issues: [{ path: 'confirm', message }] } }), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

function renderProfile() {
  const root = createRootRoute({
    component: () => (
      <>
        <Outlet />
        <NotificationArea />
      </>
    ),
  });
  const routeTree = root.addChildren([
    createRoute({ getParentRoute: () => root, path: '/', component: () => <h1>Home</h1> }),
    createRoute({ getParentRoute: () => root, path: '/dashboard', component: () => <YourData email={email} /> }),
  ]);
  const router = createRouter({ routeTree, history: createMemoryHistory({ initialEntries: ['/dashboard'] }) });
  render(<RouterProvider router={router} />);
}

const openDeletion = async () => {
  fireEvent.click(await screen.findByRole('button', { name: 'Delete my account' }));
  return screen.getByRole('dialog', { name: 'Delete your account?' });
};

beforeEach(() => {
  signIn({ email, name: 'Ada Lovelace' });
  shop.mockReset();
  signOut.mockClear();
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => shop(String(input), init));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('Your data', () => {
  it('downloads the zip with the session and saves it as brushwork-data.zip', async () => {
    shop.mockReturnValue(new Response(new Blob(['PK']), { headers: { 'Content-Type': 'application/zip' } }));
    const saved: { name: string; href: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ name: this.download, href: this.href });
    });
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:brushwork-data');
    renderProfile();
    fireEvent.click(await screen.findByRole('button', { name: 'Download my data' }));

    await waitFor(() => expect(saved).toEqual([{ name: 'brushwork-data.zip', href: 'blob:brushwork-data' }]));
    const [path, init] = shop.mock.calls[0]!;
    expect(path).toBe('/api/me/export');
    expect(new Headers(init.headers).get('Authorization')).toBe(`Bearer ${sessionStore.get()!.token}`);
  });

  it('deletes the account only once its email is typed, then signs out here and goes home', async () => {
    shop.mockReturnValue(new Response(null, { status: 204 }));
    renderProfile();
    const dialog = await openDeletion();
    const confirm = screen.getByLabelText('Type your email to confirm');
    const destroy = () => screen.getAllByRole('button', { name: 'Delete my account' }).find((b) => dialog.contains(b))!;
    expect(destroy().hasAttribute('disabled')).toBe(true);
    fireEvent.change(confirm, { target: { value: 'Ada@Example.com' } });
    expect(destroy().hasAttribute('disabled')).toBe(false);
    fireEvent.click(destroy());

    expect(await screen.findByRole('heading', { name: 'Home' })).toBeDefined();
    await waitFor(() => expect(signOut).toHaveBeenCalledTimes(1));
    expect((await screen.findByRole('alert')).textContent).toContain('Your account is deleted');
    const [path, init] = shop.mock.calls[0]!;
    expect(path).toBe('/api/me');
    expect(init.method).toBe('DELETE');
    expect(JSON.parse(String(init.body))).toEqual({ confirm: 'Ada@Example.com' });
  });

  it('shows the shop’s refusal in the dialog and keeps the person signed in', async () => {
    shop.mockReturnValue(refusal(409, "You are the shop's last admin: make someone else an admin first."));
    renderProfile();
    const dialog = await openDeletion();
    fireEvent.change(screen.getByLabelText('Type your email to confirm'), { target: { value: email } });
    fireEvent.submit(dialog.querySelector('form')!);

    expect(await screen.findByText(/last admin/)).toBeDefined();
    expect(signOut).not.toHaveBeenCalled();
    expect(sessionStore.get()?.email).toBe(email);
    fireEvent.click(screen.getByRole('button', { name: 'Keep my account' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
