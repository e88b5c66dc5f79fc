// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { androidApiVersion, exitWebview, hasNativeHost, requestAndroidToken } from './android-bridge';
import { androidBridgeEvent, androidDevKeys } from './android-bridge-simulator';

afterEach(() => {
  localStorage.clear();
  delete window.Android;
});

describe('android bridge', () => {
  it('does nothing without a native host', async () => {
    expect(hasNativeHost()).toBe(false);
    expect(androidApiVersion()).toBe(0);
    expect(exitWebview()).toBe(false);
    await expect(requestAndroidToken()).resolves.toBeUndefined();
  });

  it('calls the injected host when its API version allows it', () => {
    const exit = vi.fn();
    window.Android = { getApiVersion: () => 201, exitWebview: exit };

    expect(exitWebview()).toBe(true);
    expect(exit).toHaveBeenCalledOnce();
  });

  it('does not exit through a shell older than version 201', () => {
    const exit = vi.fn();
    window.Android = { getApiVersion: () => '200', exitWebview: exit };

    expect(exitWebview()).toBe(false);
    expect(exit).not.toHaveBeenCalled();
  });

  it('simulates a host from the dev switch, token hand-off included', async () => {
    localStorage.setItem(androidDevKeys.apiVersion, '208');
    localStorage.setItem(androidDevKeys.token, 'native-token');
    const calls: string[] = [];
    window.addEventListener(androidBridgeEvent, (event) =>
      calls.push((event as CustomEvent<{ call: string }>).detail.call),
    );

    expect(androidApiVersion()).toBe(208);
    expect(exitWebview()).toBe(true);
    await expect(requestAndroidToken()).resolves.toBe('native-token');
    expect(calls).toEqual(['exitWebview', 'requestToken']);
  });

  it('gives up waiting for a token after the timeout', async () => {
    window.Android = { getApiVersion: () => 210, requestToken: vi.fn() };

    await expect(requestAndroidToken(20)).resolves.toBeUndefined();
  });
});
