import { chromium } from 'playwright-core';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const page = await browser.newPage({ locale: 'es-ES', viewport: { width: 412, height: 823 } });
await page.route(/comments-thread|my-rating/, async (route) => { await new Promise((r) => setTimeout(r, 2500)); await route.continue(); });
await page.goto(process.argv[2] + '/app/editor-de-fotos-pro');
console.log('pre', await page.evaluate(() => document.querySelector('h2[id] + *') && [...document.querySelectorAll('section')].map(s => s.innerText.slice(0, 60).replace(/\n/g, ' '))));
await page.waitForSelector('html[data-ready]');
console.log('post', await page.evaluate(() => [...document.querySelectorAll('section')].map(s => s.innerText.slice(0, 80).replace(/\n/g, ' '))));
await browser.close();
