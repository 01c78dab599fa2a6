import type { AddressInfo } from 'node:net';
import express from 'express';
import { expect, test } from 'vitest';
import { listen } from '../src/index';

test('a port already in use fails start-up with a sentence naming the setting, not a server that never listens', async () => {
  const first = await listen(express(), 0, '127.0.0.1', 'PORT');
  const { port } = first.address() as AddressInfo;
  try {
    await expect(listen(express(), port, '127.0.0.1', 'PORT')).rejects.toThrow(`Cannot listen on 127.0.0.1:${port} (PORT; 0 takes any free port): listen EADDRINUSE`);
    const res = await fetch(`http://127.0.0.1:${port}/`);
    expect(res.status).toBe(404); // the first server still answers
  } finally {
    await new Promise((resolve) => first.close(resolve));
  }
});
