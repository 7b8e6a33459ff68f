'use client';

import { useLayoutEffect, useRef } from 'react';
import type { Answer } from '@/lib/assessments/assessment-flow';

const KEY_ANSWERS: Record<string, Answer> = { y: 'Yes', n: 'No' };

/**
 * While a question is on screen, the Y and N keys answer it. Held-down keys do not repeat (one press,
 * one answer), typing in a field is left alone, and shortcuts with Ctrl, Alt or Meta are not taken.
 * Layout effects, so the keys work from the moment the question is painted: a quick first press is not lost.
 */
export function useAnswerKeys(active: boolean, onAnswer: (answer: Answer) => void) {
  const onAnswerRef = useRef(onAnswer);
  useLayoutEffect(() => {
    onAnswerRef.current = onAnswer;
  });

  useLayoutEffect(() => {
    if (!active) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.repeat || event.ctrlKey || event.altKey || event.metaKey || event.defaultPrevented) return;
      const target = event.target as HTMLElement | null;
      if (target?.closest('input, textarea, select, [contenteditable="true"]')) return;
      const answer = KEY_ANSWERS[event.key.toLowerCase()];
      if (!answer) return;
      event.preventDefault();
      onAnswerRef.current(answer);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [active]);
}
