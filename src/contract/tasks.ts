// Task centre endpoints (the /taskcenter screen; /instructions is static and /hostTask reads the earnings summary).
// Erasable TypeScript, shared by the site and the server.
import type { RewardState, SignInMilestoneDay, TaskPeriod, TopUpTaskId } from '../domain/tasks.ts';
import { endpoint } from './endpoints.ts';

/** One top-up task as the page shows it. */
export interface TopUpTaskView {
  id: TopUpTaskId;
  period: TaskPeriod;
  targetCoins: number;
  /** Coins topped up in the task's current period (may pass the target). */
  progressCoins: number;
  rewardCoins: number;
  state: RewardState;
}

/** What /taskcenter shows. */
export interface TaskCentreView {
  /** Business date (UTC+7) and month (`YYYY-MM`) the figures are for. */
  today: string;
  month: string;
  /** When the daily tasks reset (24:00 UTC+7) and the monthly ones (the 1st, 00:00 UTC+7), epoch ms. */
  resets: { dailyAt: number; monthlyAt: number };
  /** The user's available coins. */
  balance: number;
  signIn: {
    /** Business dates signed in this month, oldest first. */
    signedDates: string[];
    signedToday: boolean;
    /** Coins a day's sign-in credits. */
    rewardCoins: number;
    milestones: { day: SignInMilestoneDay; rewardCoins: number; state: RewardState }[];
  };
  tasks: TopUpTaskView[];
}

/** What a sign-in or a claim answers: the coins credited and the task centre afterwards. */
export interface TaskRewardResult {
  rewardCoins: number;
  centre: TaskCentreView;
}

/** The task centre. */
export const TASK_ENDPOINTS = {
  overview: endpoint<Record<string, never>, TaskCentreView>('/api/tasks/overview'),
  signIn: endpoint<Record<string, never>, TaskRewardResult>('/api/tasks/sign-in', { money: true }),
  claim: endpoint<{ task: string }, TaskRewardResult>('/api/tasks/claim', { money: true }),
  claimMilestone: endpoint<{ day: string }, TaskRewardResult>('/api/tasks/milestone', { money: true }),
};
