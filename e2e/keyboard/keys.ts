import type { Locator, Page } from 'playwright-core';
import type { KycFile } from '../kyc-files.ts';
import { expect } from 'vitest';

/** Enough Tab presses to cross a form or a screen's main column; longer walks pass their own `max`. */
const DEFAULT_MAX_PRESSES = 60;

export interface TabOptions {
  /** Tab presses allowed before giving up. */
  max?: number;
  /** Shift+Tab instead of Tab. */
  backwards?: boolean;
}

/** The focused element as a person would name it, for failure messages. */
export function describeFocus(page: Page): Promise<string> {
  return page.evaluate(() => {
    const focused = document.activeElement;
    if (!(focused instanceof HTMLElement) || focused === document.body) return 'the page itself (nothing focused)';
    const name =
      focused.getAttribute('aria-label') ??
      (focused.id ? document.querySelector(`label[for="${CSS.escape(focused.id)}"]`)?.textContent : null) ??
      focused.textContent;
    const role = focused.getAttribute('role') ?? focused.tagName.toLowerCase();
    return `${role} "${(name ?? '').trim().replace(/\s+/g, ' ').slice(0, 60)}"`;
  });
}

export const isFocused = (target: Locator) => target.evaluate((element) => element === document.activeElement);

/** Presses Tab (or Shift+Tab) until the target has focus; fails naming where focus is after `max` presses. */
export async function tabTo(
  page: Page,
  target: Locator,
  { max = DEFAULT_MAX_PRESSES, backwards = false }: TabOptions = {},
) {
  await target.waitFor({ state: 'attached' });
  const key = backwards ? 'Shift+Tab' : 'Tab';
  for (let presses = 0; !(await isFocused(target)); presses++) {
    if (presses === max) {
      throw new Error(`${target} not reached after ${max} ${key} presses; focus is on ${await describeFocus(page)}`);
    }
    await page.keyboard.press(key);
  }
}

/**
 * The focused element shows a focus indicator (WCAG 2.4.7): an outline or a box-shadow. A visually
 * hidden control (the radio inside a choice card) shows it on the label drawn around it.
 */
export async function expectFocusVisible(page: Page): Promise<void> {
  const indicator = await page.evaluate(() => {
    const focused = document.activeElement;
    if (!(focused instanceof HTMLElement) || focused === document.body)
      return { shown: false, style: 'nothing focused' };
    const box = focused.getBoundingClientRect();
    const drawn = box.width <= 1 && box.height <= 1 ? (focused.closest('label') ?? focused) : focused;
    const style = getComputedStyle(drawn);
    const outline =
      style.outlineStyle !== 'none' &&
      Number.parseFloat(style.outlineWidth) > 0 &&
      style.outlineColor !== 'transparent';
    return {
      shown: outline || style.boxShadow !== 'none',
      style: `outline: ${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}; box-shadow: ${style.boxShadow}`,
    };
  });
  expect(indicator.shown, `no visible focus on ${await describeFocus(page)} (${indicator.style})`).toBe(true);
}

/**
 * Presses Tab until focus is back on `start`, checking at each stop that focus stayed inside
 * `container` (a dialog's focus trap) and shows; returns how many stops the round had.
 */
export async function tabRound(page: Page, container: Locator, start: Locator): Promise<number> {
  const stops: string[] = [];
  do {
    await page.keyboard.press('Tab');
    const inside = await container.evaluate((element) => element.contains(document.activeElement));
    expect(inside, `Tab left ${container} for ${await describeFocus(page)}`).toBe(true);
    await expectFocusVisible(page);
    stops.push(await describeFocus(page));
    if (stops.length > DEFAULT_MAX_PRESSES) throw new Error(`Tab never came back to ${start}: ${stops.join(', ')}`);
  } while (!(await isFocused(start)));
  return stops.length;
}

/** Tabs to the control, checks that its focus shows, and presses `key` on it. */
export async function pressOn(page: Page, target: Locator, key = 'Enter', options?: TabOptions): Promise<void> {
  await tabTo(page, target, options);
  await expectFocusVisible(page);
  await page.keyboard.press(key);
}

/** Tabs to the field, checks that its focus shows, and types into it. */
export async function typeInto(page: Page, field: Locator, text: string, options?: TabOptions): Promise<void> {
  await tabTo(page, field, options);
  await expectFocusVisible(page);
  await page.keyboard.type(text);
}

/**
 * Tabs to a closed native select and moves its choice with the arrow keys to the one option whose
 * text contains `label`. The option is found again before each press: other specs register users and
 * link accounts meanwhile, and a list read again shifts the options under the keys.
 */
export async function chooseOption(page: Page, select: Locator, label: string, options?: TabOptions): Promise<void> {
  await tabTo(page, select, options);
  await expectFocusVisible(page);
  const position = () =>
    select.evaluate((element: HTMLSelectElement, wanted) => {
      const matches = Array.from(element.options).flatMap((option, index) =>
        option.text.includes(wanted) ? [index] : [],
      );
      return { current: element.selectedIndex, matches, count: element.options.length };
    }, label);
  let presses = 0;
  for (;;) {
    const { current, matches, count } = await position();
    if (matches.length !== 1) throw new Error(`${select} has ${matches.length} options containing "${label}", not one`);
    if (current === matches[0]) return;
    if (presses++ > 2 * count) throw new Error(`the arrow keys did not move ${select} to "${label}"`);
    await page.keyboard.press(current < (matches[0] as number) ? 'ArrowDown' : 'ArrowUp');
  }
}

/** Pages that keep Playwright intercepting their file choosers. */
const interceptingChoosers = new WeakSet<Page>();

/** Tabs to a file input and opens its chooser with `key` (Enter or Space), then picks the file in it. */
export async function chooseFile(page: Page, input: Locator, file: KycFile, key: 'Enter' | 'Space'): Promise<void> {
  // Playwright intercepts choosers only while the page has a listener, and turning that on and off
  // around each waitForEvent races a key press: half the choosers opened then go unseen.
  if (!interceptingChoosers.has(page)) {
    page.on('filechooser', () => {});
    interceptingChoosers.add(page);
  }
  await tabTo(page, input);
  await expectFocusVisible(page);
  const chooser = page.waitForEvent('filechooser');
  await page.keyboard.press(key);
  await (await chooser).setFiles(file);
}

/**
 * After an action that removed or disabled the control it was taken on, focus is still somewhere
 * on the page, not dropped to its body (WCAG 2.4.3): the next Tab carries on from there.
 */
export async function expectFocusKept(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => document.activeElement !== null && document.activeElement !== document.body), {
      message: 'focus was dropped to the page body',
    })
    .toBe(true);
}
