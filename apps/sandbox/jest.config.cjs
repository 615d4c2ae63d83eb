// kysely 0.29 ships ESM only: compile it like the workspace's other ESM-only dependencies.
module.exports = require("@casino/jest-config").preset({ environment: "node", esmOnly: ["kysely"] });
