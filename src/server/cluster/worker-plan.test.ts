import { describe, expect, it } from 'vitest';
import { planWorkers } from './worker-plan.ts';

const POSTGRES = 'postgres://db.internal/portal';

describe('planWorkers', () => {
  it('runs one worker per core with a PostgreSQL server', () => {
    expect(planWorkers({ DATABASE_URL: POSTGRES }, 8)).toEqual({ count: 8 });
  });

  it('lets WEB_CONCURRENCY override the core count', () => {
    expect(planWorkers({ DATABASE_URL: POSTGRES, WEB_CONCURRENCY: 3 }, 8)).toEqual({ count: 3 });
  });

  it('runs one worker on the embedded database, and says why and how to get more', () => {
    const plan = planWorkers({}, 4);
    expect(plan.count).toBe(1);
    expect(plan.note?.level).toBe('info');
    expect(plan.note?.fields).toMatchObject({ asked: 4, askedBy: 'one per core' });
    expect(String(plan.note?.fields['howToGetMore'])).toContain('DATABASE_URL');
  });

  it('warns when several workers were asked for explicitly without DATABASE_URL', () => {
    const plan = planWorkers({ WEB_CONCURRENCY: 2 }, 4);
    expect(plan.count).toBe(1);
    expect(plan.note).toMatchObject({ level: 'warn', fields: { asked: 2, askedBy: 'WEB_CONCURRENCY' } });
  });

  it('says nothing when one worker was asked for', () => {
    expect(planWorkers({ WEB_CONCURRENCY: 1 }, 4)).toEqual({ count: 1 });
    expect(planWorkers({}, 1)).toEqual({ count: 1 });
  });
});
