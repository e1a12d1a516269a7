#!/usr/bin/env node
// TODO: implement
module.exports = {};
