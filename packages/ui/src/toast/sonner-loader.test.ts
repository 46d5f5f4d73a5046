import { beforeEach, describe, expect, it, vi } from 'vitest';

// A stand-in for sonner; the loader's job is when calls reach it.
vi.mock('sonner', () => ({ toast: {} }));

type Loader = typeof import('./sonner-loader.ts');
let loader: Loader;
beforeEach(async () => {
  vi.resetModules();
  loader = await import('./sonner-loader.ts');
});

describe('sonner-loader', () => {
  it('loads sonner with the first call, which then runs; the toaster is told a toast is wanted', async () => {
    const wanted = vi.fn();
    loader.onToastChange(wanted);
    const call = vi.fn();
    expect(loader.toastWanted()).toBe(false);
    loader.withSonner(call);
    expect(loader.toastWanted()).toBe(true);
    expect(loader.toastsWaiting()).toBe(true);
    expect(wanted).toHaveBeenCalled();
    expect(call).not.toHaveBeenCalled();
    await loader.loadSonner();
    expect(call).toHaveBeenCalledOnce();
    expect(loader.toastsWaiting()).toBe(false);
  });

  it('with a toaster mounted, holds calls (in order) until sonner’s toaster is on screen', async () => {
    const order: number[] = [];
    loader.toasterMounted(Symbol('toaster'));
    loader.withSonner(() => order.push(1));
    await loader.loadSonner();
    loader.withSonner(() => order.push(2));
    expect(order).toEqual([]);
    const left = loader.sonnerShown();
    expect(order).toEqual([1, 2]);
    loader.withSonner(() => order.push(3));
    expect(order).toEqual([1, 2, 3]);
    // The toaster left (e.g. another takes over): calls wait again until one is shown.
    left();
    loader.withSonner(() => order.push(4));
    expect(order).toEqual([1, 2, 3]);
    loader.sonnerShown();
    expect(order).toEqual([1, 2, 3, 4]);
  });

  it('sends held calls once the last toaster unmounts (nothing would show them otherwise either)', async () => {
    const call = vi.fn();
    const unmounted = loader.toasterMounted(Symbol('toaster'));
    loader.withSonner(call);
    await loader.loadSonner();
    expect(call).not.toHaveBeenCalled();
    unmounted();
    expect(call).toHaveBeenCalledOnce();
  });
});
