import { describe, expect, test } from 'vitest';
import { makeFinancing } from '../test-fixtures';
import { formatDuration, formatRate, loanDefaults, needDefaults, ZLoanForm, ZNeedForm } from './forms';
import { nextAction, stepsDone } from './progress';

describe('financing forms', () => {
  test('fill from the server in French input form', () => {
    expect(needDefaults(makeFinancing())).toEqual({ totalNeed: '284500', personalContribution: '25000' });
    expect(needDefaults(makeFinancing({ totalNeedCents: 12_345, personalContributionCents: null }))).toEqual({
      totalNeed: '123,45',
      personalContribution: '',
    });
    expect(loanDefaults(makeFinancing().loans[0] ?? null)).toEqual({
      kind: 'main',
      bank: 'Crédit Agricole',
      amount: '229500',
      rate: '3,45',
      durationMonths: '300',
    });
    expect(loanDefaults(null).kind).toBe('main');
  });

  test('check amounts, rates and durations like the server', () => {
    expect(ZNeedForm.safeParse({ totalNeed: '250 000,50', personalContribution: '' }).success).toBe(true);
    expect(ZNeedForm.safeParse({ totalNeed: '12,345', personalContribution: '' }).success).toBe(false);
    const loan = { kind: 'main', bank: '', amount: '180 000', rate: '3,45', durationMonths: '300' };
    expect(ZLoanForm.safeParse(loan).success).toBe(true);
    expect(ZLoanForm.safeParse({ ...loan, amount: '0' }).success).toBe(false);
    expect(ZLoanForm.safeParse({ ...loan, rate: '25' }).success).toBe(false);
    expect(ZLoanForm.safeParse({ ...loan, durationMonths: '500' }).success).toBe(false);
  });

  test('format rates and durations', () => {
    expect(formatRate('3.450')).toBe('3,45\u00a0%');
    expect(formatRate(null)).toBe('');
    expect(formatDuration(300)).toBe('300 mois (25 ans)');
    expect(formatDuration(250)).toBe('250 mois');
  });
});

describe('financing progress', () => {
  test('counts the steps reached and offers the next action', () => {
    expect(stepsDone(makeFinancing({ state: 'none', requestedAt: null }))).toBe(0);
    expect(stepsDone(makeFinancing({ state: 'sent' }))).toBe(2);
    expect(stepsDone(makeFinancing({ state: 'cancelled', sentAt: '2026-03-06T10:00:00.000Z' }))).toBe(2);
    expect(nextAction('none')).toBe('request');
    expect(nextAction('asked')).toBe('sent');
    expect(nextAction('sent')).toBe('attest');
    expect(nextAction('offersReceived')).toBe('unlock');
    expect(nextAction('unlocked')).toBeNull();
    expect(nextAction('cancelled')).toBe('requestAgain');
  });
});
