/**
 * Telegram's side of the page: the official bridge script (telegram-web-app.js,
 * bundled from @twa-dev/sdk, which ships it unchanged) and Preact hooks over
 * its main button, back button and haptic feedback.
 */
import TwaSdk from "@twa-dev/sdk";
import { useEffect, useRef } from "preact/hooks";

// The package is CommonJS; read in Node's way (this package is an ES module) its default
// import is its `exports` object, whose `default` is the WebApp object.
const WebApp = (TwaSdk as unknown as { default?: typeof TwaSdk }).default ?? TwaSdk;

/** Telegram's WebApp object, as the bridge script set it up from the launch parameters. */
export const telegram = WebApp;

export interface MainButtonState {
  text: string;
  onClick: () => void;
  /** Shown but not pressable (e.g. an amount still missing). */
  disabled?: boolean;
  /** A request it started is in flight: the button shows a spinner and takes no press. */
  progress?: boolean;
}

/**
 * Shows Telegram's main button while the calling screen is on view (hidden
 * when `state` is undefined). A press while the button is disabled or in
 * progress is dropped here too, not only by the bridge: Telegram may
 * deliver two presses before the button's new state reaches it.
 */
export function useMainButton(state: MainButtonState | undefined): void {
  const latest = useRef(state);
  latest.current = state;
  useEffect(() => {
    const press = () => {
      const now = latest.current;
      if (!now || now.disabled || now.progress) return;
      now.onClick();
    };
    WebApp.MainButton.onClick(press);
    return () => {
      WebApp.MainButton.offClick(press);
      WebApp.MainButton.hide();
    };
  }, []);
  const text = state?.text;
  const active = state ? !state.disabled && !state.progress : false;
  const progress = state?.progress ?? false;
  useEffect(() => {
    const button = WebApp.MainButton;
    if (text === undefined) {
      button.hide();
      return;
    }
    // Progress first: the bridge's hideProgress() makes the button active again, so it runs
    // only when a spinner shows, and the active state is set after it.
    if (progress) button.showProgress(false);
    else if (button.isProgressVisible) button.hideProgress();
    button.setParams({ text, is_active: active, is_visible: true });
  }, [text, active, progress]);
}

/** Shows Telegram's back button while `onBack` is given, and calls it on a press. */
export function useBackButton(onBack: (() => void) | undefined): void {
  const latest = useRef(onBack);
  latest.current = onBack;
  const shown = onBack !== undefined;
  useEffect(() => {
    if (!shown) {
      WebApp.BackButton.hide();
      return;
    }
    const press = () => latest.current?.();
    WebApp.BackButton.onClick(press);
    WebApp.BackButton.show();
    return () => {
      WebApp.BackButton.offClick(press);
    };
  }, [shown]);
}

/** A short buzz for a success (money arrived or left), where the device has one. */
export function hapticSuccess(): void {
  WebApp.HapticFeedback.notificationOccurred("success");
}

/** A buzz for a refusal or a failure. */
export function hapticError(): void {
  WebApp.HapticFeedback.notificationOccurred("error");
}
