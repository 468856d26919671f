import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  appDirectory: "app",
  // BUILD_DIR lets two builds live side by side (for example a test run beside a running site).
  buildDirectory: process.env.BUILD_DIR ?? "build",
} satisfies Config;
