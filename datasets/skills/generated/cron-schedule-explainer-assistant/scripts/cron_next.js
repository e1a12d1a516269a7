#!/usr/bin/env node
// Explain a 5-field cron expression and print its next run times.
'use strict';

// TODO: implement
module.exports = {};
