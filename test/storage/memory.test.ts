import { openMemoryStore } from "../../src/storage/memory.ts";
import { describeStoreContract } from "./contract.ts";

describeStoreContract({ name: "memory", shared: false, open: async () => openMemoryStore() });
