#!/usr/bin/env node
// List open PRs of a repo with review/CI state, as a Markdown table.
'use strict';

const API = 'https://api.github.com';

async function gh(path, token) {
  const res = await fetch(`${API}${path}`, {
    headers: {
      Accept: 'application/vnd.github+json',
      Authorization: `Bearer ${token}`,
      'X-GitHub-Api-Version': '2022-11-28',
    },
  });
  if (res.status === 403 && res.headers.get('x-ratelimit-remaining') === '0') {
    const reset = new Date(Number(res.headers.get('x-ratelimit-reset')) * 1000);
    throw new Error(`rate limited until ${reset.toISOString()}`);
  }
  if (!res.ok) throw new Error(`GitHub API ${res.status} for ${path}`);
  return res.json();
}

async function main() {
  const [repo, flag, value] = process.argv.slice(2);
  if (!/^[\w.-]+\/[\w.-]+$/.test(repo || '')) {
    console.error('usage: pr-digest.js owner/name [--stale-days N]');
    process.exit(2);
  }
  const staleDays = flag === '--stale-days' ? Number(value) : 7;
  const token = process.env.GITHUB_TOKEN;
  if (!token) {
    console.error('GITHUB_TOKEN is not set');
    process.exit(2);
  }
  const pulls = await gh(`/repos/${repo}/pulls?state=open&per_page=50`, token);
  const rows = ['| # | Title | Author | Age (d) | CI | Note |', '|---|---|---|---|---|---|'];
  for (const pr of pulls) {
    const status = await gh(`/repos/${repo}/commits/${pr.head.sha}/status`, token);
    const age = Math.floor((Date.now() - Date.parse(pr.created_at)) / 86400000);
    const note = age >= staleDays ? 'STALE' : (pr.draft ? 'draft' : '');
    rows.push(`| ${pr.number} | ${pr.title.replace(/\|/g, '\\|')} | ${pr.user.login} | ${age} | ${status.state} | ${note} |`);
  }
  console.log(rows.join('\n'));
}

main().catch((err) => {
  console.error(err.message);
  process.exit(1);
});
