import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import account from './zh-CN/account.json';
import auth from './zh-CN/auth.json';
import common from './zh-CN/common.json';
import home from './zh-CN/home.json';
import interview from './zh-CN/interview.json';
import legal from './zh-CN/legal.json';
import positions from './zh-CN/positions.json';
import resumeAi from './zh-CN/resume-ai.json';
import resumeChat from './zh-CN/resume-chat.json';
import resumes from './zh-CN/resumes.json';
import tasks from './zh-CN/tasks.json';
import theme from './zh-CN/theme.json';
import voice from './zh-CN/voice.json';
import website from './zh-CN/website.json';
import type demoHomepages from './zh-CN/demo-homepages.json';

export const defaultNS = 'common';
export const resources = {
  'zh-CN': {
    common,
    website,
    legal,
    theme,
    auth,
    positions,
    resumes,
    resumeAi,
    resumeChat,
    tasks,
    home,
    interview,
    voice,
    account,
  },
} as const;

/**
 * Every namespace's texts, for typing `t`: the bundled ones above and those a feature registers
 * when it loads (demoHomepages: features/demo-homepages/i18n.ts).
 */
export type TResources = (typeof resources)['zh-CN'] & { demoHomepages: typeof demoHomepages };

void i18n.use(initReactI18next).init({
  lng: 'zh-CN',
  fallbackLng: 'zh-CN',
  defaultNS,
  ns: [
    'common',
    'website',
    'legal',
    'theme',
    'auth',
    'positions',
    'resumes',
    'resumeAi',
    'resumeChat',
    'tasks',
    'home',
    'interview',
    'voice',
    'account',
  ],
  resources,
  interpolation: { escapeValue: false },
  returnNull: false,
});

export default i18n;
