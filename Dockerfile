# The hopgraph CLI and server (`docker compose up -d --wait hopgraph` runs `hopgraph serve`).
# Neo4j and Redis are the compose file's own services; no Java is needed in this image.
FROM node:20-bookworm-slim
WORKDIR /app
COPY package.json package-lock.json ./
# onnxruntime-node's install script (a CUDA download) is skipped; the CPU binaries ship in the package.
RUN ONNXRUNTIME_NODE_INSTALL=skip npm ci --ignore-scripts && npm cache clean --force
COPY bin ./bin
COPY src ./src
COPY cypher ./cypher
COPY neo4j ./neo4j
COPY workers ./workers
COPY tsconfig.json tsconfig.build.json ./
RUN npx tsc -p tsconfig.build.json && rm -rf src && npm prune --omit=dev
USER node
EXPOSE 8080
ENTRYPOINT ["node", "bin/hopgraph.js"]
CMD ["serve", "--host", "0.0.0.0", "--port", "8080"]
