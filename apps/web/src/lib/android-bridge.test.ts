// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  androidApiVersion,
  closeActivity,
  exitWebview,
  hasNativeHost,
  requestAndroidToken,
  requestRating,
  requestSmsPermission,
  showBackPopup,
} from './android-bridge';
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

  it('gates each native feature at its API version (179, 194, 196, 201, 208)', () => {
    const shell = {
      showBackPopup: vi.fn(),
      askSmsPermission: vi.fn(),
      requestSmsPermission: vi.fn(),
      launchInAppReview: vi.fn(),
      rateApp: vi.fn(),
    };
    const at = (version: number) => {
      vi.clearAllMocks();
      window.Android = { getApiVersion: () => version, ...shell };
    };

    at(178);
    expect([showBackPopup(), requestSmsPermission()]).toEqual([false, false]);
    at(179);
    expect(showBackPopup()).toBe(true);
    at(193);
    expect(requestSmsPermission()).toBe(false);
    at(194);
    expect(requestSmsPermission()).toBe(true);
    expect(shell.askSmsPermission).toHaveBeenCalledOnce();
    expect(shell.requestSmsPermission).not.toHaveBeenCalled();
    at(196);
    expect(requestSmsPermission()).toBe(true);
    expect(shell.requestSmsPermission).toHaveBeenCalledOnce();
    expect(shell.askSmsPermission).not.toHaveBeenCalled();
    at(207);
    expect(requestRating()).toBe(true);
    expect(shell.rateApp).toHaveBeenCalledOnce();
    expect(shell.launchInAppReview).not.toHaveBeenCalled();
    at(208);
    expect(requestRating()).toBe(true);
    expect(shell.launchInAppReview).toHaveBeenCalledOnce();
  });

  it('closes the activity with its result when the shell can, and says so when it cannot', () => {
    expect(closeActivity('SUCCESS')).toBe(false);
    window.Android = { getApiVersion: () => 201 };
    expect(closeActivity('FAILURE')).toBe(false);

    const close = vi.fn();
    window.Android = { getApiVersion: () => 150, closeActivity: close };
    expect(closeActivity('SUCCESS')).toBe(true);
    expect(close).toHaveBeenCalledWith('SUCCESS');
  });

  it('announces the simulated activity result with the result', () => {
    localStorage.setItem(androidDevKeys.apiVersion, '208');
    const calls: string[] = [];
    window.addEventListener(androidBridgeEvent, (event) =>
      calls.push((event as CustomEvent<{ call: string }>).detail.call),
    );
    expect(closeActivity('FAILURE')).toBe(true);
    expect(calls).toEqual(['closeActivity(FAILURE)']);
  });
});
