module.exports = require("@casino/jest-config").preset({ environment: "node" });
