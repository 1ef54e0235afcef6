import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import path from "node:path";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  resolve: {
    alias: {
      "~": path.resolve(import.meta.dirname, "app"),
      "@contracts": path.resolve(import.meta.dirname, "contracts"),
    },
  },
  build: {
    assetsInlineLimit: 0,
    // React, React DOM and React Router in one chunk of their own: it changes
    // only with a dependency update, so a browser keeps it across our
    // releases, and the page chunks stay small (decision 045).
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [{ name: "framework", test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ }],
        },
      },
    },
  },
});
