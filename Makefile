# The two commands a new user needs: `make run` and `make test`. Each does its own set-up.
SHELL := /bin/bash
GO ?= go
NPM ?= npm
BIN := bin/storefront
WEB_SOURCES := $(shell find web/src web/index.html web/public web/vite.config.ts web/vite.ssr.config.ts web/tsconfig*.json web/package.json -type f 2>/dev/null)
GO_SOURCES := $(shell find cmd internal web/embed.go -name '*.go' -o -name '*.sql' -o -name '*.gz' 2>/dev/null) go.mod go.sum

.PHONY: all build run test test-go test-web test-e2e vet bench setup-web setup-browser clean fmt lint lint-web lint-api \
	web-api-types check-api-types

all: build

## build: the web app, then the single binary with the app embedded (bin/storefront).
build: $(BIN)

$(BIN): web/dist/index.html $(GO_SOURCES)
	$(GO) build -trimpath -o $(BIN) ./cmd/storefront

web/node_modules/.installed: web/package.json web/package-lock.json
	cd web && $(NPM) ci --no-audit --no-fund --loglevel=error
	touch $@

setup-web: web/node_modules/.installed

web/dist/index.html: web/node_modules/.installed $(WEB_SOURCES)
	cd web && $(NPM) run build

## run: build everything and serve the shop on http://localhost:8080 (SQLite in ./data, demo catalogue).
run: build
	./$(BIN) serve

## setup-browser: Debian's Chromium for the browser tests (never a downloaded browser).
setup-browser:
	@if [ ! -x /usr/bin/chromium ]; then \
		echo "Installing Chromium from Debian packages…"; \
		SUDO=$$( [ "$$(id -u)" = 0 ] || echo sudo ); \
		$$SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $$SUDO apt-get install -y -qq chromium >/dev/null; \
	fi

## test: every test — Go (SQLite, and PostgreSQL when TEST_POSTGRES_URL is set), web unit tests, browser tests.
test: build setup-browser vet lint lint-web lint-api check-api-types test-go test-web test-e2e

vet:
	$(GO) vet ./...

# The API tests (internal/httpapi) drive whole shops on both engines: under the race detector they
# outgrew CI's budget, so they run without it, and their concurrency tests (double clicks, the last
# units, two nodes) run again under it on SQLite (docs/decisions.md, "Tests").
HTTPAPI_RACE = TestCheckoutDoubleClick|TestCheckoutLastUnit|TestCartTwoNodes|TestCheckoutNeverLoses

test-go: web/dist/index.html
	STOREFRONT_REQUIRE_WEB=1 $(GO) test -race -count=1 -timeout 20m $$($(GO) list ./... | grep -v '/internal/httpapi$$')
	$(GO) test -count=1 -timeout 15m ./internal/httpapi
	TEST_POSTGRES_URL= $(GO) test -race -count=1 -run '$(HTTPAPI_RACE)' ./internal/httpapi

test-web: web/node_modules/.installed
	cd web && $(NPM) test

test-e2e: build setup-browser
	cd web && STOREFRONT_BIN=$(CURDIR)/$(BIN) $(NPM) run e2e

## bench: latency and throughput at 100,000 and 1,000,000 products, against Bleve at 100,000 (not part of test).
bench: build
	cd bench && $(GO) run . -bin $(CURDIR)/$(BIN)

lint:
	$(GO) run honnef.co/go/tools/cmd/staticcheck@v0.8.2 ./...

lint-web: web/node_modules/.installed
	cd web && $(NPM) run lint

tools/apilint/node_modules/.installed: tools/apilint/package.json tools/apilint/package-lock.json
	cd tools/apilint && $(NPM) ci --no-audit --no-fund --loglevel=error
	touch $@

## lint-api: Redocly CLI's recommended rules (tools/apilint/redocly.yaml) on the OpenAPI document.
lint-api: $(BIN) tools/apilint/node_modules/.installed
	./$(BIN) openapi > tools/apilint/openapi.json
	REDOCLY_TELEMETRY=off REDOCLY_SUPPRESS_UPDATE_NOTICE=true \
		npx --no --prefix tools/apilint redocly lint --config tools/apilint/redocly.yaml tools/apilint/openapi.json

API_TYPES := web/src/lib/api-types.ts

## web-api-types: regenerate the web app's API types (web/src/lib/api-types.ts) from the server's OpenAPI document.
web-api-types: web/node_modules/.installed
	@tmp=$$(mktemp -d) && trap 'rm -rf "$$tmp"' EXIT && \
		$(GO) run ./cmd/storefront openapi > "$$tmp/openapi.json" && \
		cd web && node scripts/gen-api-types.mjs "$$tmp/openapi.json" && echo "wrote $(API_TYPES)"

# check-api-types: the committed API types are what the server's document gives today; a Go request or
# answer type that changed without `make web-api-types` fails here instead of in a shopper's browser.
check-api-types: $(BIN) web/node_modules/.installed
	@tmp=$$(mktemp -d) && trap 'rm -rf "$$tmp"' EXIT && \
		./$(BIN) openapi > "$$tmp/openapi.json" && \
		(cd web && node scripts/gen-api-types.mjs "$$tmp/openapi.json" "$$tmp/api-types.ts") && \
		if ! cmp -s "$$tmp/api-types.ts" $(API_TYPES); then \
			diff -u $(API_TYPES) "$$tmp/api-types.ts" | head -n 40; \
			echo "web/src/lib/api-types.ts is stale: run make web-api-types" >&2; exit 1; \
		fi

fmt:
	gofmt -w cmd internal bench web/embed.go
	cd web && $(NPM) run format

clean:
	rm -rf bin data web/node_modules tools/apilint/node_modules tools/apilint/openapi.json
	find web/dist web/dist-ssr -mindepth 1 ! -name .gitkeep -delete 2>/dev/null || true
