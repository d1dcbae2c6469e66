import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as english from '@zxcvbn-ts/language-en';

/**
 * zxcvbn's score runs 0 (found in the first thousand guesses) to 4. Below 2 a password falls to
 * fewer than a million guesses: the common-password lists, keyboard runs, 'abcdefgh', a word plus a year.
 */
const WEAKEST_ACCEPTED_SCORE = 2;

let estimator: ZxcvbnFactory | undefined;

// The dictionaries are megabytes of words; they are read once, on the first password checked.
function strengthEstimator(): ZxcvbnFactory {
  estimator ??= new ZxcvbnFactory({
    dictionary: { ...common.dictionary, ...english.dictionary },
    graphs: common.adjacencyGraphs,
    translations: english.translations,
  });
  return estimator;
}

/** True for a password an attacker's word lists and patterns would guess early ('password123', 'qwertyuiop'). */
export function isTooCommonPassword(password: string): boolean {
  return strengthEstimator().check(password).score < WEAKEST_ACCEPTED_SCORE;
}
